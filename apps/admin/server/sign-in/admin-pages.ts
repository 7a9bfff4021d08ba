/**
 * The few plain HTML pages of /admin that work before sign-in (no script: the CSP allows none inline).
 * They follow the system's light or dark setting; the owner's stored theme lives in the site's storage,
 * which a page without script cannot read.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Site editor</title>
<style>:root{color-scheme:light dark}body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1c2b22;background:#fff}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;background:#1d4830;color:#fff;border:0;border-radius:.3rem}
[role=alert]{color:#9b1c1c}h2{font-size:1.15rem;margin-top:2rem}#passkey-sign-in{margin-top:0}
@media (prefers-color-scheme:dark){body{color:#e6ece7;background:#111814}a{color:#93d0a8}[role=alert]{color:#ffb4a8}}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const alert = (message?: string) => (message ? `<p role="alert">${escapeHtml(message)}</p>` : '');

/** The scripts of the passkey buttons (files of our own origin, see passkeys/passkey-scripts.ts). */
const PASSKEY_SCRIPTS =
  '<script src="/admin/passkey/webauthn.js" defer></script><script src="/admin/passkey/door.js" defer></script>';
const passkeyStatus = '<p id="passkey-status" role="status" aria-live="polite"></p>';

/** Options of {@link signInPage}: a refusal to show, the email typed, the page to return to. */
export interface SignInPageOptions {
  message?: string | undefined;
  email?: string | undefined;
  /** A checked path of this site (see return-path.ts). */
  next?: string | undefined;
}

/** The sign-in form: passkey first (no email needed), then email and password. */
export function signInPage({ message, email = '', next = '/admin' }: SignInPageOptions = {}): string {
  return page(
    'Sign in',
    `${alert(message)}<button type="button" id="passkey-sign-in" data-passkey hidden>Sign in with a passkey</button>${passkeyStatus}
<form method="post" action="/admin/sign-in"><input type="hidden" name="next" value="${escapeHtml(next)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username webauthn" required value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<p>Forgot your password? Another owner of this site can send you a new one-time setup link from the editor’s Account section; whoever runs the server can too.</p>
<p>No account yet? Ask whoever runs the server to add you: they send you a one-time link where you choose a passkey or a password.</p>${PASSKEY_SCRIPTS}`,
  );
}

/** The setup link's page: register a passkey, or choose a password. */
export function setupPage(token: string, message?: string): string {
  return page(
    'Set up your sign-in',
    `${alert(message)}<input type="hidden" name="token" value="${escapeHtml(token)}">
<section aria-labelledby="with-passkey" data-passkey hidden><h2 id="with-passkey">With a passkey</h2>
<p>Your device (a fingerprint, face or PIN) signs you in; there is no password to forget or steal.</p>
<label for="passkey-name">Name of this passkey</label><input id="passkey-name" type="text" maxlength="60" value="My passkey">
<button type="button" id="passkey-setup">Create a passkey</button>${passkeyStatus}
<p id="passkey-done" tabindex="-1" hidden><a href="/admin/sign-in">Sign in</a></p></section>
<h2 id="with-password">With a password</h2>
<p>At least 12 characters. A few unrelated words make a strong password that is easy to remember; common passwords, your email and the site’s name are refused.</p>
<form method="post" action="/admin/setup" aria-labelledby="with-password"><input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="12" required>
<button type="submit">Set password</button></form>${PASSKEY_SCRIPTS}`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return page(
    title,
    `<p>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}
