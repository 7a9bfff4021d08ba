import type { FormToastText } from '../form-fields';

/** The newsletter form's fixed copy: label, pending label and the toasts. Visitors and tests rely on these exact texts. */
export const NEWSLETTER_FORM_TEXT = {
  /** The form's name for screen readers when it has no visible heading. */
  formLabel: 'Newsletter',
  email: 'Email',
  /** The mark after the email's label. */
  required: '(required)',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  /** The consent sentence before its link: consent wording (another language passes `consent` instead). */
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

type ToastPart = 'successToast' | 'confirmToast' | 'failureToast';
/** The consent sentence, its link text and its version go together, through `consent`. */
type ConsentPart = 'consentText' | 'privacyLink' | 'consentVersion';

/**
 * The newsletter form's words in another language: any part of {@link NEWSLETTER_FORM_TEXT} but
 * the consent sentence (with its privacy link), which is consent wording and comes with its
 * version (`consent`).
 */
export type NewsletterFormText = {
  [K in Exclude<keyof typeof NEWSLETTER_FORM_TEXT, ToastPart | ConsentPart>]: string;
} & {
  [K in ToastPart]: FormToastText;
};

/**
 * The newsletter's consent line in your language and its version: the words before the privacy
 * link, the link's text, and the version of the whole sentence.
 */
export interface NewsletterConsent {
  /** The words before the link, e.g. "Historias cada mes. Puedes darte de baja cuando quieras. Lee nuestra". */
  text: string;
  /** The privacy link's text, e.g. "Política de privacidad". */
  linkText: string;
  /** The version of the sentence; change it whenever the sentence changes. */
  version: string;
}

/** The English consent line of {@link NEWSLETTER_FORM_TEXT}. */
export const NEWSLETTER_CONSENT: NewsletterConsent = {
  text: NEWSLETTER_FORM_TEXT.consentText,
  linkText: NEWSLETTER_FORM_TEXT.privacyLink,
  version: NEWSLETTER_FORM_TEXT.consentVersion,
};

/**
 * The sentence the visitor reads beside the button, word for word (the link text and the full
 * stop included): what the consent record keeps, and what a server that knows its consent texts
 * by version registers for `consent.version`.
 */
export function newsletterConsentText(consent: Pick<NewsletterConsent, 'text' | 'linkText'>): string {
  return `${consent.text} ${consent.linkText}.`;
}
