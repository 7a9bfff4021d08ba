/** Contact-form subjects in display order; the value is what the lead records. */
export const CONTACT_SUBJECT_OPTIONS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'investment', label: 'Investment Interest' },
  { value: 'mentorship', label: 'Mentorship Request' },
  { value: 'support', label: 'Support Request' },
] as const;

/** The contact form's fixed copy: labels, the pending label, the success notice and the toasts. Visitors and tests rely on these exact texts. */
export const CONTACT_FORM_TEXT = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  subjectPlaceholder: 'Choose a subject',
  message: 'Message',
  /** The mark after each label: every field is required. */
  required: '(required)',
  submit: 'Send Message',
  submitting: 'Sending...',
  notice: 'Message sent successfully!',
  /** The success notice's close button, for screen readers. */
  closeNotice: 'Close notice',
  privacyText: 'We use your details only to reply to your message. See our',
  privacyLink: 'Privacy Policy',
  successToast: {
    id: 'contact-result',
    type: 'success',
    title: 'Message Sent!',
    description: "We'll get back to you within 24 hours.",
  },
  failureToast: {
    id: 'contact-result',
    type: 'error',
    title: 'Error',
    description: 'Failed to send message. Please try again.',
  },
  /** The form's name for screen readers (a hidden heading). */
  formTitle: 'Contact form',
} as const;

/** A toast's words; its id and type stay the form's. */
export interface ContactFormToastText {
  title: string;
  description: string;
}

/**
 * The contact form's words in another language: any part of {@link CONTACT_FORM_TEXT}, and the
 * subjects' labels by value (the values are what the server records, so they stay).
 */
export type ContactFormText = {
  [K in Exclude<keyof typeof CONTACT_FORM_TEXT, 'successToast' | 'failureToast'>]: string;
} & {
  successToast: ContactFormToastText;
  failureToast: ContactFormToastText;
  subjects: Partial<Record<(typeof CONTACT_SUBJECT_OPTIONS)[number]['value'], string>>;
};
