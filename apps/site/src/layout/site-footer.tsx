import { Footer } from '@rooted/ui/footer';
import { useSiteContent } from '../lib/use-site-content';
import { useSiteNavigate } from '../lib/use-site-navigate';
import { anchorHref } from './anchor-href';
import { LEGAL_LINKS } from './legal-links';

/** The one footer, wired to the content model. */
export function SiteFooter({ onHome }: { onHome: boolean }) {
  const company = useSiteContent((content) => content.company);
  const navigation = useSiteContent((content) => content.navigation);
  const ventures = useSiteContent((content) => content.ventures);
  const onNavigate = useSiteNavigate();
  const links = navigation.map((item) => ({ name: item.name, href: anchorHref(item.href, onHome) }));

  return (
    <Footer
      company={company}
      ventures={ventures}
      socialLinks={company.socialLinks}
      navigation={links}
      legalLinks={[...LEGAL_LINKS]}
      year={new Date().getFullYear()}
      backToTopHref={onHome ? '#home' : '#main'}
      onNavigate={onNavigate}
    />
  );
}
