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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** A plain, accessible HTML page (no script, no external resources); sites pass their own renderer for their look. */
export function renderConfirmationPage(page: ConfirmationPage): string {
  const link = page.signUpUrl ? `\n<p><a href="${escapeHtml(page.signUpUrl)}">Sign up again</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>${link}
</main>
</body>
</html>
`;
}
