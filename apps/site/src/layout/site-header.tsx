import { Header } from '@rooted/ui/header';
import { lazyPart } from '../first-paint/lazy-section';
import { useSiteContent } from '../lib/content-store/use-site-content';
import { SiteSearch } from '../lib/search/site-search';
import { useSiteNavigate } from '../lib/navigation/use-site-navigate';
import { anchorHref } from './anchor-href';

/**
 * The theme controls (lib/theme/theme-menu.lazy.tsx): the wide header's button, prerendered and
 * hydrated once its code has loaded, and the phone menu's choices (`choices`), inside the menu's
 * sheet. Their code is no part of the entry: a route loads it once the page has hydrated, and a
 * press on the button before then is replayed. A failed load keeps the prerendered button.
 */
const SiteTheme = lazyPart<{ choices?: boolean }>({
  when: 'hydrated',
  fallback: null,
  load: () => import('../lib/theme/theme-menu.lazy').then((m) => m.SiteTheme),
});

/** The header wired to the content model and the site's link policy, with the search button and the theme control. */
export function SiteHeader({ onHome }: { onHome: boolean }) {
  const company = useSiteContent((content) => content.company);
  const navigation = useSiteContent((content) => content.navigation);
  const onNavigate = useSiteNavigate();
  const links = navigation.map((item) => ({ name: item.name, href: anchorHref(item.href, onHome) }));

  return (
    <Header
      brandName={company.name}
      tagline={company.tagline}
      homeHref="/"
      links={links}
      cta={{ name: 'Join Our Community', href: anchorHref('#join', onHome) }}
      onNavigate={onNavigate}
      actions={
        <>
          <SiteSearch />
          <SiteTheme />
        </>
      }
      menuControls={<SiteTheme choices />}
    />
  );
}
