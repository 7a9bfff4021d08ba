/** The newsletter form's fixed copy: label, pending label and the toasts. Visitors and tests rely on these exact texts. */
export const NEWSLETTER_FORM_TEXT = {
  email: 'Email',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  consentText: 'Monthly stories from our ventures and community. Unsubscribe any time. See our',
  privacyLink: 'Privacy Policy',
  /** Version of the consent sentence above; change it whenever that sentence changes. */
  consentVersion: 'newsletter-2026-11-25',
  successToast: {
    id: 'newsletter-result',
    type: 'success',
    title: 'Subscribed!',
    description: "You've been successfully subscribed to our newsletter.",
  },
  /** With double opt-in: same title, and the text says what is left to do. */
  confirmToast: {
    id: 'newsletter-result',
    type: 'success',
    title: 'Subscribed!',
    description: 'Almost there: please confirm your subscription with the link in the email we just sent you.',
  },
  failureToast: {
    id: 'newsletter-result',
    type: 'error',
    title: 'Subscription Failed',
    description: 'Please try again later or contact support.',
  },
} as const;
