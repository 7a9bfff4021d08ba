import { Footer } from '@rooted/ui/footer';
import { recordNewsletterSignup } from '@rooted/ui/exit-intent';
import { lazy, memo, Suspense } from 'react';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { whenNeeded } from '../first-paint/when-needed';
import { useSiteContent } from '../lib/content-store/use-site-content';
import { useSiteNavigate } from '../lib/navigation/use-site-navigate';
import { anchorHref } from './anchor-href';
import { LEGAL_LINKS } from './legal-links';

// The form's code is fetched when the footer nears the viewport; the prerendered form shows until then.
const SiteNewsletterForm = lazy(
  keepOnFailure(() =>
    (import.meta.env.SSR ? Promise.resolve() : whenNeeded(() => document.querySelector('footer')))
      .then(() => import('../lib/leads/lead-forms.lazy'))
      .then((m) => ({ default: m.SiteNewsletterForm })),
  ),
);

/** The footer's newsletter signup; a success also silences the exit-intent popup for good. Memoised: no props, so footer re-renders leave its hydration alone. */
const FooterNewsletter = memo(function FooterNewsletter() {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-48" />}>
      <SiteNewsletterForm
        kind="newsletter"
        idPrefix="footer-newsletter"
        heading="Newsletter"
        tone="dark"
        onSubscribed={() => recordNewsletterSignup()}
      />
    </Suspense>
  );
});

/** The one footer, wired to the content model (loaded by site-footer.tsx). */
export function SiteFooterContent({ onHome }: { onHome: boolean }) {
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
      newsletter={<FooterNewsletter />}
    />
  );
}
