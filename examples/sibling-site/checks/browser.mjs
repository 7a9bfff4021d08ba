// Drives the built site in Chromium as a visitor would: the page shows Colmena's name, logo and
// language; a visitor fills the contact form with the keyboard alone and sends it; the message
// goes through the site's lead server (SQLite outbox, delivery worker) to the fake Omnisend. Then a
// newsletter signup in the footer, confirmed by its link, reaches Omnisend with the Spanish consent
// sentence the server holds for the form's version.
//
// Run after `pnpm build`. Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Ports: SITE_PORT and
// FAKE_OMNISEND_PORT (default 0: any free port).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createFakeOmnisend, FAKE_TEST_API_KEY } from '@rooted/omnisend/fake';
import { chromium } from 'playwright-core';
import { check } from './check.mjs';

// The newsletter's consent sentence as src/consent.ts builds it: what the record must keep.
const CONSENT_VERSION = 'colmena-boletin-es-2026-11-26';
const CONSENT_TEXT =
  'Una carta al mes con historias de nuestras cooperativas. Puedes darte de baja cuando quieras. Consulta nuestra Política de privacidad.';

/* global document, getComputedStyle -- used in the functions Playwright runs inside the page */

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const dataDir = mkdtempSync(join(tmpdir(), 'colmena-leads-'));
const fake = await createFakeOmnisend({ port: Number(process.env.FAKE_OMNISEND_PORT ?? 0), host: '127.0.0.1' });
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    PORT: process.env.SITE_PORT ?? '0',
    DATA_DIR: dataDir,
    OMNISEND_API_KEY: FAKE_TEST_API_KEY,
    OMNISEND_API_URL: fake.baseUrl,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let browser;

/** Resolves with the address the server prints once it listens (or rejects if it exits first). */
const listening = new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const url = out.match(/listening on (http:\/\/\S+)/)?.[1];
    if (url) resolve(url);
  });
  server.on('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${out}`)));
});

/** Waits until `read()` is truthy; gives up after `limitMs` (a delivery that never comes). */
async function until(read, limitMs = 20_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = read();
    if (value || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  const url = await listening;
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await (await browser.newContext()).newPage(); // axe needs a page of a context
  const offSite = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(url)) offSite.push(request.url());
  });
  await page.goto(url);

  check('page: in Spanish (<html lang="es">)', (await page.getAttribute('html', 'lang')) === 'es');
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  check('header: its navigation is named in Spanish', (await nav.count()) === 1);
  const home = nav.getByRole('link', { name: /^Colmena/ }).first();
  check('header: the home link carries Colmena’s name', (await home.count()) === 1);
  check('header: Colmena’s logo replaces the sprout', (await home.locator('img[src="/colmena.svg"]').count()) === 1);
  check(
    'hero: Colmena’s headline',
    await page
      .getByRole('heading', { level: 1, name: 'Negocios que pertenecen a quienes los hacen funcionar' })
      .isVisible(),
  );
  check('ventures: the badges in Spanish', await page.getByText('En marcha').first().isVisible());
  check(
    'footer: Colmena’s logo and words',
    (await page.locator('footer img[src="/colmena.svg"]').count()) === 1 &&
      (await page.getByRole('link', { name: 'Volver arriba' }).count()) === 1,
  );
  const primary = await page
    .getByRole('link', { name: 'Escríbenos' })
    .first()
    .evaluate((link) => getComputedStyle(link).backgroundColor);
  check(
    'theme: the call to action is painted with Colmena’s primary (#0b5d5b)',
    primary === 'rgb(11, 93, 91)',
    primary,
  );
  // A testimonial fading in has part of its contrast; axe reads colours once the page's finite
  // animations have ended (at most 3 s, so a stuck animation cannot hang the check).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  check(
    'axe: no WCAG 2.2 A/AA violation on the page',
    violations.length === 0,
    violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('; '),
  );
  // Hydrated: the form's code has taken over the native post.
  await page.locator('form[data-ready][action="/api/leads/form/contact"]').waitFor();

  // The visitor, keyboard only: focus lands in the form, then Tab from field to field.
  const name = page.getByLabel('Nombre (obligatorio)');
  await name.focus();
  await page.keyboard.type('Lucía Fernández');
  await page.keyboard.press('Tab');
  await page.keyboard.type('lucia@laespiga.example');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // the first subject after "Elige un asunto"
  const subject = await page.getByLabel('Asunto (obligatorio)').inputValue();
  check('keyboard: the subject is chosen with the arrow key', subject === 'general', subject);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Queremos fundar una cooperativa de pan en Lavapiés.');
  await page.keyboard.press('Tab'); // the privacy link
  await page.keyboard.press('Tab'); // the button
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  check('keyboard: Tab reaches "Enviar mensaje"', focused === 'Enviar mensaje', focused);
  await page.keyboard.press('Enter');

  const notice = page.getByRole('status').filter({ hasText: '¡Mensaje enviado!' });
  await notice.waitFor({ timeout: 20_000 });
  check('form: the Spanish success notice is shown and the form is cleared', (await name.inputValue()) === '');

  const contact = await until(() => fake.contacts().find((c) => c.email === 'lucia@laespiga.example'));
  check(
    'omnisend: the message reached the fake Omnisend (one contact for the address)',
    fake.contacts().filter((c) => c.email === 'lucia@laespiga.example').length === 1,
    JSON.stringify(fake.contacts().map((c) => c.email)),
  );
  check(
    'omnisend: as a contact message, with the name the visitor typed',
    Boolean(contact?.tags.includes('source: contact_form')) && contact?.firstName === 'Lucía',
    JSON.stringify(contact),
  );

  // The footer's newsletter, in Spanish, with its own consent line.
  const newsletter = page.getByRole('form', { name: 'Boletín mensual' });
  const line = await newsletter.locator('p').filter({ hasText: 'Consulta nuestra' }).textContent();
  check('newsletter: the Spanish consent line is shown', line === CONSENT_TEXT, line);
  await newsletter.getByLabel('Correo electrónico (obligatorio)').focus();
  await page.keyboard.type('andres@elradio.example');
  await page.keyboard.press('Enter');
  const requested = await until(() =>
    fake
      .events()
      .find((e) => e.eventName === 'newsletter_confirmation_requested' && e.contact.email === 'andres@elradio.example'),
  );
  const link = String(requested?.properties.confirmationUrl ?? '');
  check(
    'newsletter: the signup waits for its confirmation link, which points to this site',
    link.startsWith(`${url}/subscribe/confirm?t=`),
    link.slice(0, 60),
  );
  if (link) {
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirmar mi suscripción' }).click();
  }
  check(
    'confirmation page: in Spanish (<html lang="es">), its title and the way home',
    (await page.getAttribute('html', 'lang')) === 'es' &&
      (await page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' }).isVisible()) &&
      (await page.getByRole('link', { name: 'Volver al inicio' }).count()) === 1,
    await page.title(),
  );
  const subscriber = await until(() =>
    fake.contacts().find((c) => c.email === 'andres@elradio.example' && c.status === 'subscribed'),
  );
  const proof = subscriber?.customProperties ?? {};
  check(
    'newsletter: after the click the contact is subscribed, its consent record in Spanish with its version',
    proof.consentText === CONSENT_TEXT && proof.consentVersion === CONSENT_VERSION,
    JSON.stringify(proof),
  );
  check('page: no request left the site', offSite.length === 0, offSite.join(', '));
} catch (error) {
  check('browser check ran to the end', false, error instanceof Error ? error.message : String(error));
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
