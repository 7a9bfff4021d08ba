import { Footer } from '@rooted/ui/footer';
import { recordNewsletterSignup } from '@rooted/ui/exit-intent';
import { NewsletterForm, type NewsletterFormValues } from '@rooted/ui/newsletter-form';
import { lazyLeadResolver } from '../lib/lead-resolvers';
import { notifyToast, useLeadSubmit } from '../lib/use-lead-submit';
import { useSiteContent } from '../lib/use-site-content';
import { useSiteNavigate } from '../lib/use-site-navigate';
import { anchorHref } from './anchor-href';
import { LEGAL_LINKS } from './legal-links';

const newsletterResolver = lazyLeadResolver<NewsletterFormValues>('newsletter');

/** The footer's newsletter signup; a success also silences the exit-intent popup for good. */
function FooterNewsletter() {
  const onSubmit = useLeadSubmit<NewsletterFormValues>('newsletter');
  const onNavigate = useSiteNavigate();
  return (
    <NewsletterForm
      idPrefix="footer-newsletter"
      heading="Newsletter"
      tone="dark"
      onSubmit={onSubmit}
      resolver={newsletterResolver}
      notify={notifyToast}
      onSubscribed={() => recordNewsletterSignup()}
      onNavigate={onNavigate}
    />
  );
}

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
      newsletter={<FooterNewsletter />}
    />
  );
}
