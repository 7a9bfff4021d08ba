import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { IP_LITERAL_HOST, PASSKEY_NEEDS_NAME } from '../../../src/account/passkey-address';

/**
 * The browser half of WebAuthn on the sign-in and setup pages, which are plain server HTML (the
 * CSP allows no inline script, so these are files of our own origin). The library's standalone
 * bundle defines `SimpleWebAuthnBrowser`; the door script below wires it to the pages' buttons.
 * Both are public: they hold no secret, and the pages are for people not yet signed in.
 */
const library = () => {
  const entry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  return readFileSync(join(dirname(entry), '../dist/bundle/index.umd.min.js'), 'utf8');
};

/**
 * Sign-in page: `#passkey-sign-in` asks the browser for any passkey of this site and goes to the
 * form's `next` page. Setup page: `#passkey-setup` registers one with the link's token. Messages
 * go to the page's live `#passkey-status` region; the buttons stay hidden without WebAuthn.
 */
const DOOR = `'use strict';
(() => {
  const lib = window.SimpleWebAuthnBrowser;
  const status = document.getElementById('passkey-status');
  const say = (text) => { if (status) status.textContent = text; };
  const post = async (path, body) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(data.error || 'Something went wrong. Try again.');
    return data;
  };
  // Passkeys belong to a site's name: on a number address the browser refuses them with words
  // an owner cannot act on, so the address is checked first and its refusal said the same way.
  const NEEDS_NAME = ${JSON.stringify(PASSKEY_NEEDS_NAME)};
  const needsName = () => ${IP_LITERAL_HOST.toString()}.test(window.location.hostname);
  const failed = (error) => say(error && error.name === 'NotAllowedError' ? 'The passkey request was cancelled or timed out.' : error && (error.name === 'SecurityError' || error.name === 'PasskeyNeedsName') ? NEEDS_NAME : (error && error.message) || 'Something went wrong. Try again.');
  const supported = lib && lib.browserSupportsWebAuthn();
  for (const button of document.querySelectorAll('[data-passkey]')) button.hidden = !supported;
  const signIn = document.getElementById('passkey-sign-in');
  if (signIn && supported) signIn.addEventListener('click', async () => {
    if (needsName()) return say(NEEDS_NAME);
    say('Waiting for your passkey…');
    try {
      const optionsJSON = await post('/api/admin/passkey/sign-in/options', {});
      const response = await lib.startAuthentication({ optionsJSON });
      const next = document.querySelector('input[name=next]');
      const done = await post('/api/admin/passkey/sign-in', { response, next: next ? next.value : '/admin' });
      say('Signed in.');
      window.location.assign(done.next);
    } catch (error) { failed(error); }
  });
  const setup = document.getElementById('passkey-setup');
  if (setup && supported) setup.addEventListener('click', async () => {
    const token = document.querySelector('input[name=token]').value;
    const name = document.getElementById('passkey-name');
    if (needsName()) return say(NEEDS_NAME);
    say('Waiting for your passkey…');
    try {
      const optionsJSON = await post('/api/admin/passkey/setup/options', { token });
      const response = await lib.startRegistration({ optionsJSON });
      await post('/api/admin/passkey/setup', { token, response, name: name ? name.value : '' });
      say('Passkey saved. You can sign in with it now.');
      const done = document.getElementById('passkey-done');
      if (done) { done.hidden = false; done.focus(); }
    } catch (error) { failed(error); }
  });
})();
`;

/** Serves `webauthn.js` (the library) and `door.js` (the wiring); the route map mounts it at `/admin/passkey`. */
export function passkeyScripts(): Hono {
  const app = new Hono();
  let webauthn: string | undefined;
  const script = (body: string) =>
    new Response(body, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } });
  app.get('/webauthn.js', () => script((webauthn ??= library())));
  app.get('/door.js', () => script(DOOR));
  return app;
}
