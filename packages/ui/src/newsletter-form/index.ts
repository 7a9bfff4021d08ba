export { NewsletterForm, type NewsletterFormProps, type NewsletterFormValues } from './newsletter-form';
export {
  NEWSLETTER_CONSENT,
  NEWSLETTER_FORM_TEXT,
  newsletterConsentText,
  type NewsletterConsent,
  type NewsletterFormText,
} from './newsletter-form-text';
