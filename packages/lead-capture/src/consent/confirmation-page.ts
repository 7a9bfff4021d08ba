import { classAttribute, escapeHtml, renderServerPage, type PageLook } from '../server-page.js';

/** What the confirmation page says, per outcome of opening a link. */
export type ConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid' | 'unavailable';

/** The page's content: a renderer turns it into the site's HTML. */
export interface ConfirmationPage {
  outcome: ConfirmationOutcome;
  /** HTTP status the page is sent with. */
  status: 200 | 400 | 410 | 503;
  title: string;
  message: string;
  /** Where to sign up again; shown on every outcome except a fresh confirmation. */
  signUpUrl?: string;
}

const CONTENT: Record<ConfirmationOutcome, Pick<ConfirmationPage, 'status' | 'title' | 'message'>> = {
  confirmed: { status: 200, title: 'Subscription confirmed', message: 'Thank you! Your subscription is confirmed. A welcome email is on its way.' },
  'already-confirmed': {
    status: 200,
    title: 'Already confirmed',
    message: 'This subscription was already confirmed with this link. There is nothing more to do.',
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    message: 'Confirmation links work for 7 days. Please sign up again and we will send you a new one.',
  },
  invalid: {
    status: 400,
    title: 'This link is not valid',
    message: 'The link is incomplete or was changed. Please sign up again and use the link in the new email.',
  },
  unavailable: { status: 503, title: 'Please try again', message: 'We could not confirm your subscription just now. Please open the link again in a few minutes.' },
};

/** The page for an outcome, with the default wording. */
export function confirmationPage(outcome: ConfirmationOutcome, signUpUrl: string): ConfirmationPage {
  return { outcome, ...CONTENT[outcome], ...(outcome === 'confirmed' ? {} : { signUpUrl }) };
}

/** How a site dresses the confirmation page in its own look, without writing the page itself. */
export type ConfirmationLook = PageLook;

/**
 * The confirmation page as HTML: no script, and no external resource unless the look links one.
 * Without a look it is a plain, accessible page; sites pass a look for theirs.
 */
export function renderConfirmationPage(page: ConfirmationPage, look: ConfirmationLook = {}): string {
  const { classes = {} } = look;
  const target = page.signUpUrl ? { href: page.signUpUrl, text: 'Sign up again' } : look.homeUrl ? { href: look.homeUrl, text: 'Return to Home' } : null;
  const link = target ? `\n<a href="${escapeHtml(target.href)}"${classAttribute(classes.link)}>${target.text}</a>` : '';
  return renderServerPage(page.title, `<p${classAttribute(classes.message)}>${escapeHtml(page.message)}</p>${link}`, look);
}
