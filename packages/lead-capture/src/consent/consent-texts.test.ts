import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLeadHandler } from '../handler.js';
import { createMemoryOutbox } from '../memory-outbox.js';
import { formProof } from '../test-support/form-proof.js';
import { testLeadHandler, URL_BASE } from '../test-support/lead-handler-harness.js';
import { UNKNOWN_CONSENT_MESSAGE } from './consent-texts.js';

/*
 * A site in another language shows its own consent sentences; the server holds them by version,
 * and the consent record keeps the server's sentence for the version the form names.
 */

const SPANISH = 'Historias cada mes. Puedes darte de baja cuando quieras. Lee nuestra Política de privacidad.';
const consentTexts = {
  'newsletter-es-2026-11-26': SPANISH,
  'join-newsletter-es-2026-11-26': 'Enviadme el boletín mensual.',
};
const join = {
  kind: 'join',
  name: 'Ana',
  email: 'ana@example.org',
  company: 'Molino',
  role: 'Panadera',
  interests: 'Cooperativas',
  message: 'Hola',
  homepage: '',
};

const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;

describe('consentTexts: consent wording held by the server, by version', () => {
  it('records the registered sentence of the version a translated form names', async () => {
    const { outbox, send } = testLeadHandler({ consentTexts });
    const response = await send({
      kind: 'newsletter',
      email: 'ana@example.org',
      consentText: SPANISH,
      consentVersion: 'newsletter-es-2026-11-26',
    });
    expect(response.status).toBe(202);
    expect(outbox.get(await idOf(response))?.consent).toMatchObject({
      form: 'newsletter',
      text: SPANISH,
      version: 'newsletter-es-2026-11-26',
    });
  });

  it('records the registered sentence when the form sends only the version', async () => {
    const { outbox, send } = testLeadHandler({ consentTexts });
    const response = await send({ ...join, marketingOptIn: true, consentVersion: 'join-newsletter-es-2026-11-26' });
    expect(response.status).toBe(202);
    expect(outbox.get(await idOf(response))?.consent).toMatchObject({
      form: 'join',
      text: 'Enviadme el boletín mensual.',
      version: 'join-newsletter-es-2026-11-26',
    });
  });

  it('refuses a sentence the site never showed under a known version (400, nothing stored)', async () => {
    const { outbox, send } = testLeadHandler({ consentTexts });
    const response = await send({
      kind: 'newsletter',
      email: 'ana@example.org',
      consentText: 'I agree to anything.',
      consentVersion: 'newsletter-es-2026-11-26',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { consentText: [UNKNOWN_CONSENT_MESSAGE] } });
    expect(outbox.rows()).toHaveLength(0);
  });

  it('refuses a consenting lead with an unknown or missing version, and gives its form token back for the resend', async () => {
    const { outbox, send, post, handler, clock } = testLeadHandler({ consentTexts });
    const missing = await send({ kind: 'newsletter', email: 'ana@example.org' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { consentVersion: [UNKNOWN_CONSENT_MESSAGE] } });

    const proof = await formProof(handler, 'exit-intent');
    clock.advance(10_000);
    const lead = { ...proof, kind: 'exit-intent', email: 'ana@example.org', homepage: '' };
    const unknown = await post({ ...lead, consentVersion: 'newsletter-2020-01-01' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ fields: { consentVersion: [UNKNOWN_CONSENT_MESSAGE] } });
    expect(outbox.rows()).toHaveLength(0);
    // The same token with the site's version: accepted.
    expect((await post({ ...lead, consentVersion: 'newsletter-es-2026-11-26' })).status).toBe(202);
    expect(outbox.rows()[0]?.consent).toMatchObject({ form: 'exit-intent', text: SPANISH });
  });

  it('leaves leads without consent alone: a contact message, an application with the box unticked', async () => {
    const { outbox, send } = testLeadHandler({ consentTexts });
    const contact = await send({
      kind: 'contact',
      name: 'Ana',
      email: 'ana@example.org',
      subject: 'general',
      message: 'Hola',
      homepage: '',
    });
    expect(contact.status).toBe(202);
    const unticked = await send({
      ...join,
      marketingOptIn: false,
      consentText: 'Old English sentence',
      consentVersion: 'join-newsletter-2026-11-25',
    });
    expect(unticked.status).toBe(202);
    expect(outbox.rows().map((row) => row.consent)).toEqual([undefined, undefined]);
  });

  it('the plain form post keeps the same rule: the registered sentence, or the form again with a message (422)', async () => {
    const { outbox, handler } = testLeadHandler({ consentTexts });
    const postForm = (body: Record<string, string>) =>
      handler(
        new Request(`${URL_BASE}/leads/form/newsletter`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
          body: new URLSearchParams(body).toString(),
        }),
        { remoteAddress: '203.0.113.7' },
      );
    const accepted = await postForm({
      email: 'ana@example.org',
      homepage: '',
      consentVersion: 'newsletter-es-2026-11-26',
    });
    expect(accepted.status).toBe(303);
    expect(outbox.rows()[0]?.consent).toMatchObject({ text: SPANISH, version: 'newsletter-es-2026-11-26' });
    const refused = await postForm({
      email: 'bea@example.org',
      homepage: '',
      consentText: 'Something else',
      consentVersion: 'newsletter-es-2026-11-26',
    });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain('consent wording is out of date');
    expect(page).toContain('bea@example.org');
    expect(outbox.rows()).toHaveLength(1);
  });

  it('without consentTexts, keeps the wording as the page sent it', async () => {
    const { outbox, send } = testLeadHandler();
    const response = await send({
      kind: 'newsletter',
      email: 'ana@example.org',
      consentText: 'Any words',
      consentVersion: 'v1',
    });
    expect(outbox.get(await idOf(response))?.consent).toMatchObject({ text: 'Any words', version: 'v1' });
  });

  it('refuses a registry it could never match, at start-up', () => {
    const outbox = createMemoryOutbox();
    expect(() => createLeadHandler({ outbox, consentTexts: { ' v1': 'Text' } })).toThrow(/version/);
    expect(() => createLeadHandler({ outbox, consentTexts: { v1: '' } })).toThrow(/text of "v1"/);
    expect(() => createLeadHandler({ outbox, consentTexts: { v1: 'x'.repeat(1001) } })).toThrow(/text of "v1"/);
  });

  it('any version or sentence a browser sends gets a 202 with the registered sentence or a clear 400, never more', async () => {
    const { outbox, send } = testLeadHandler({ consentTexts, rateLimit: false });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...Object.keys(consentTexts), '__proto__', 'constructor', 'toString'),
          fc.string({ maxLength: 120 }),
        ),
        fc.option(fc.oneof(fc.constantFrom(...Object.values(consentTexts)), fc.string({ maxLength: 200 })), {
          nil: undefined,
        }),
        async (consentVersion, consentText) => {
          const before = outbox.rows().length;
          const response = await send({
            kind: 'newsletter',
            email: `ana${before}@example.org`,
            consentVersion,
            ...(consentText === undefined ? {} : { consentText }),
          });
          expect([202, 400]).toContain(response.status);
          const rows = outbox.rows();
          if (response.status === 400) {
            expect(rows).toHaveLength(before);
          } else {
            expect(rows).toHaveLength(before + 1);
            expect(Object.entries(consentTexts)).toContainEqual([
              rows.at(-1)?.consent?.version,
              rows.at(-1)?.consent?.text,
            ]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
