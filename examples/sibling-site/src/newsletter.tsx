import { NewsletterForm } from '@rooted/ui/newsletter-form';
import { newsletterConsent } from './consent';
import { leadFormProps } from './lead-forms';
import { newsletterText } from './words';

const send = leadFormProps('newsletter');

/** The footer's newsletter signup in Spanish, with its own consent line and version. */
export function Newsletter() {
  return (
    <NewsletterForm
      idPrefix="boletin"
      heading="Boletín mensual"
      text={newsletterText}
      consent={newsletterConsent}
      privacyHref="/privacidad"
      {...send}
    />
  );
}
