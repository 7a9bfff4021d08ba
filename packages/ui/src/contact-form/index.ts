export { ContactForm, type ContactFormProps, type ContactFormValues, type ContactPrefill } from './contact-form';
export {
  CONTACT_FORM_TEXT,
  CONTACT_SUBJECT_OPTIONS,
  type ContactFormText,
  type ContactFormToastText,
} from './contact-form-text';
