import { Header } from '@rooted/ui/header';
import { useSiteContent } from '../lib/content-store/use-site-content';
import { SiteSearch } from '../lib/search/site-search';
import { useSiteNavigate } from '../lib/navigation/use-site-navigate';
import { useTheme } from '../lib/theme/use-theme';
import { anchorHref } from './anchor-href';

/** The header wired to the content model and the site's link policy, with the search button and the theme control. */
export function SiteHeader({ onHome }: { onHome: boolean }) {
  const company = useSiteContent((content) => content.company);
  const navigation = useSiteContent((content) => content.navigation);
  const onNavigate = useSiteNavigate();
  const [theme, setTheme] = useTheme();
  const links = navigation.map((item) => ({ name: item.name, href: anchorHref(item.href, onHome) }));

  return (
    <Header
      brandName={company.name}
      tagline={company.tagline}
      homeHref="/"
      links={links}
      cta={{ name: 'Join Our Community', href: anchorHref('#join', onHome) }}
      onNavigate={onNavigate}
      actions={<SiteSearch />}
      theme={{ value: theme, onChange: setTheme }}
    />
  );
}
