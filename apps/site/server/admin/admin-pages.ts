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
[role=alert]{color:#9b1c1c}
@media (prefers-color-scheme:dark){body{color:#e6ece7;background:#111814}a{color:#93d0a8}[role=alert]{color:#ffb4a8}}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const alert = (message?: string) => (message ? `<p role="alert">${escapeHtml(message)}</p>` : '');

export function signInPage(message?: string, email = ''): string {
  return page(
    'Sign in',
    `${alert(message)}<form method="post" action="/admin/sign-in">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<p>No account yet? Whoever runs the server creates one with <code>pnpm --filter @rooted/site site-owner add you@example.com</code>, which prints a one-time link where you choose your password.</p>`,
  );
}

export function setupPage(token: string, message?: string): string {
  return page(
    'Choose your password',
    `${alert(message)}<p>At least 12 characters. A few unrelated words make a strong password that is easy to remember.</p>
<form method="post" action="/admin/setup"><input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="12" required>
<button type="submit">Set password</button></form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return page(title, `<p>${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`);
}
