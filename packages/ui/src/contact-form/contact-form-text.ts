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
  submit: 'Send Message',
  submitting: 'Sending...',
  notice: 'Message sent successfully!',
  privacyText: 'We use your details only to reply to your message. See our',
  privacyLink: 'Privacy Policy',
  successToast: { id: 'contact-result', type: 'success', title: 'Message Sent!', description: "We'll get back to you within 24 hours." },
  failureToast: { id: 'contact-result', type: 'error', title: 'Error', description: 'Failed to send message. Please try again.' },
} as const;
