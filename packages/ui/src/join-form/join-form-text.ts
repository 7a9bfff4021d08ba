import type { FormToastText } from '../form-fields';

/**
 * The join-us form's copy. It follows the contact form's pattern: a pending label, an inline
 * status and a toast, and the box that keeps the applicant's details for 12 months.
 */
export const JOIN_FORM_TEXT = {
  /** The form's name for screen readers. */
  formLabel: 'Join us application',
  name: 'Name',
  email: 'Email',
  company: 'Company or project',
  role: 'Your role',
  interests: 'What interests you',
  message: 'Tell us about yourself',
  /** The mark after each required label. */
  required: '(required)',
  /** The name of the group of the two boxes, for screen readers. */
  optionalChoices: 'Optional choices',
  keepOnFile: 'Keep my application on file for future opportunities for 12 months.',
  /** The newsletter box's sentence: consent wording (another language passes `consent` instead). */
  marketingOptIn: 'Send me the monthly newsletter with stories from our ventures and community.',
  /** Version of the newsletter box's sentence above; change it whenever that sentence changes. */
  marketingOptInVersion: 'join-newsletter-2026-11-25',
  submit: 'Apply to Join',
  submitting: 'Sending...',
  notice: 'Application sent successfully!',
  /** The success notice's close button, for screen readers. */
  closeNotice: 'Close notice',
  summaryTitle: 'Please correct the following:',
  privacyText: 'We use your application only to assess it and reply to you. See our',
  privacyLink: 'Privacy Policy',
  successToast: {
    id: 'join-result',
    type: 'success',
    title: 'Application Sent!',
    description: "Thank you for applying. We'll get back to you soon.",
  },
  failureToast: {
    id: 'join-result',
    type: 'error',
    title: 'Error',
    description: 'Failed to send your application. Please try again.',
  },
} as const;

/** The consent sentence and its version are not words to translate freely: they go through `consent`. */
type ConsentPart = 'marketingOptIn' | 'marketingOptInVersion';

/**
 * The join form's words in another language: any part of {@link JOIN_FORM_TEXT} but the
 * newsletter box's sentence, which is consent wording and comes with its version (`consent`).
 */
export type JoinFormText = {
  [K in Exclude<keyof typeof JOIN_FORM_TEXT, 'successToast' | 'failureToast' | ConsentPart>]: string;
} & {
  successToast: FormToastText;
  failureToast: FormToastText;
};
