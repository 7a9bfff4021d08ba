export { NewsletterForm, type NewsletterFormProps, type NewsletterFormValues } from './newsletter-form';
export { NEWSLETTER_FORM_TEXT } from './newsletter-form-text';
