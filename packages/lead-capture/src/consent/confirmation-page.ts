import { classAttribute, escapeHtml, renderServerPage, type PageLook } from '../server-page.js';
import { CONFIRM_PATH } from './confirmation-link.js';

/** What the confirmation page says, per outcome of opening a link. */
export type ConfirmationOutcome = 'pending' | 'confirmed' | 'already-confirmed' | 'expired' | 'invalid' | 'unavailable';

/**
 * The button of a page that asks before it acts: a plain form that posts the link's token to
 * `action`. Opening a link only shows the page, so a mail scanner that fetches every link confirms nothing.
 */
export interface ConfirmationForm {
  /** Where the form posts (the link's own path). */
  action: string;
  /** The link's token, sent as the form field `t`. */
  token: string;
  /** The button's text. */
  button: string;
}

/** The page's content: a renderer turns it into the site's HTML. */
export interface ConfirmationPage {
  outcome: ConfirmationOutcome;
  /** HTTP status the page is sent with. */
  status: 200 | 400 | 410 | 503;
  title: string;
  message: string;
  /** Where to sign up again; shown on every outcome except a fresh confirmation. */
  signUpUrl?: string;
  /** The confirm button, on the page a valid link opens; the page then has no other link. */
  form?: ConfirmationForm;
}

/** The confirmation page's words: a title and a message per outcome, and the texts of its two links. */
export interface ConfirmationText {
  outcomes: Record<ConfirmationOutcome, { title: string; message: string }>;
  /** The link to `homeUrl` after a fresh confirmation. */
  home: string;
  /** The link to `signUpUrl` on every other outcome. */
  signUpAgain: string;
  /** The button on the page a valid link opens. */
  confirm: string;
}

/** The confirmation page's words in another language: any part of {@link CONFIRMATION_TEXT}; each part left out stays English. */
export interface ConfirmationWords {
  outcomes?: Partial<ConfirmationText['outcomes']>;
  home?: string;
  signUpAgain?: string;
  confirm?: string;
}

/** The confirmation page's English words, the defaults. */
export const CONFIRMATION_TEXT: ConfirmationText = {
  outcomes: {
    pending: {
      title: 'Confirm your subscription',
      message: 'Press the button to confirm that you want our emails at this address. Until you do, we send nothing.',
    },
    confirmed: {
      title: 'Subscription confirmed',
      message: 'Thank you! Your subscription is confirmed. A welcome email is on its way.',
    },
    'already-confirmed': {
      title: 'Already confirmed',
      message: 'This subscription was already confirmed with this link. There is nothing more to do.',
    },
    expired: {
      title: 'This link has expired',
      message: 'Confirmation links work for 7 days. Please sign up again and we will send you a new one.',
    },
    invalid: {
      title: 'This link is not valid',
      message: 'The link is incomplete or was changed. Please sign up again and use the link in the new email.',
    },
    unavailable: {
      title: 'Please try again',
      message: 'We could not confirm your subscription just now. Please open the link again in a few minutes.',
    },
  },
  home: 'Return to Home',
  signUpAgain: 'Sign up again',
  confirm: 'Confirm my subscription',
};

const STATUS: Record<ConfirmationOutcome, ConfirmationPage['status']> = {
  pending: 200,
  confirmed: 200,
  'already-confirmed': 200,
  expired: 410,
  invalid: 400,
  unavailable: 503,
};

/**
 * The page for an outcome, with the default wording. `pending` (a valid link, not yet confirmed)
 * needs `token`: its page is the button that posts it to {@link CONFIRM_PATH}.
 */
export function confirmationPage(outcome: ConfirmationOutcome, signUpUrl: string, token?: string): ConfirmationPage {
  if (outcome === 'pending') {
    return {
      outcome,
      status: STATUS[outcome],
      ...CONFIRMATION_TEXT.outcomes[outcome],
      form: { action: CONFIRM_PATH, token: token ?? '', button: CONFIRMATION_TEXT.confirm },
    };
  }
  return {
    outcome,
    status: STATUS[outcome],
    ...CONFIRMATION_TEXT.outcomes[outcome],
    ...(outcome === 'confirmed' ? {} : { signUpUrl }),
  };
}

/** How a site dresses the confirmation page in its own look, without writing the page itself. */
export type ConfirmationLook = PageLook;

/**
 * The confirmation page as HTML: no script, and no external resource unless the look links one.
 * Without a look it is a plain, accessible page; sites pass a look for theirs. `words` puts the
 * page in another language (with `lang` in the look): its title and message for the outcome, and
 * its links' texts, each part left out staying English. A page with a `form` shows its button
 * (focused on arrival, styled as the look's link), a form that works without JavaScript.
 */
export function renderConfirmationPage(
  page: ConfirmationPage,
  look: ConfirmationLook = {},
  words: ConfirmationWords = {},
): string {
  const { classes = {} } = look;
  const { title, message } = words.outcomes?.[page.outcome] ?? page;
  const text = `<p${classAttribute(classes.message)}>${escapeHtml(message)}</p>`;
  if (page.form) {
    const button = page.outcome === 'pending' ? (words.confirm ?? page.form.button) : page.form.button;
    const form = `<form method="post" action="${escapeHtml(page.form.action)}">
<input type="hidden" name="t" value="${escapeHtml(page.form.token)}">
<button type="submit" autofocus${classAttribute(classes.link)}>${escapeHtml(button)}</button>
</form>`;
    return renderServerPage(title, `${text}\n${form}`, look);
  }
  const target = page.signUpUrl
    ? { href: page.signUpUrl, text: words.signUpAgain ?? CONFIRMATION_TEXT.signUpAgain }
    : look.homeUrl
      ? { href: look.homeUrl, text: words.home ?? CONFIRMATION_TEXT.home }
      : null;
  const link = target
    ? `\n<a href="${escapeHtml(target.href)}"${classAttribute(classes.link)}>${escapeHtml(target.text)}</a>`
    : '';
  return renderServerPage(title, `${text}${link}`, look);
}
