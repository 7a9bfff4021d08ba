/**
 * The join-us form's copy. It follows the contact form's pattern: a pending label, an inline
 * status and a toast, and the box that keeps the applicant's details for 12 months.
 */
export const JOIN_FORM_TEXT = {
  name: 'Name',
  email: 'Email',
  company: 'Company or project',
  role: 'Your role',
  interests: 'What interests you',
  message: 'Tell us about yourself',
  keepOnFile: 'Keep my application on file for future opportunities for 12 months.',
  marketingOptIn: 'Send me the monthly newsletter with stories from our ventures and community.',
  /** Version of the newsletter box's sentence above; change it whenever that sentence changes. */
  marketingOptInVersion: 'join-newsletter-2026-11-25',
  submit: 'Apply to Join',
  submitting: 'Sending...',
  notice: 'Application sent successfully!',
  summaryTitle: 'Please correct the following:',
  privacyText: 'We use your application only to assess it and reply to you. See our',
  privacyLink: 'Privacy Policy',
  successToast: { id: 'join-result', type: 'success', title: 'Application Sent!', description: "Thank you for applying. We'll get back to you soon." },
  failureToast: { id: 'join-result', type: 'error', title: 'Error', description: 'Failed to send your application. Please try again.' },
} as const;
