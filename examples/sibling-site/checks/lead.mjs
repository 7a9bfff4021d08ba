// Submits leads through @rooted/lead-capture (SQLite outbox, delivery worker) to the fake
// Omnisend from @rooted/omnisend/fake and checks the contacts arrive with the right tags.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '@rooted/lead-capture';
import { createLeadCapture } from '@rooted/lead-capture/node';
import { solveFormChallenge } from '@rooted/lead-capture/solver';
import { createFakeOmnisend, FAKE_TEST_API_KEY } from '@rooted/omnisend/fake';
import { check } from './check.mjs';

const dir = mkdtempSync(join(tmpdir(), 'colmena-leads-'));
const fake = await createFakeOmnisend();
const leads = createLeadCapture({
  dbPath: join(dir, 'leads.db'),
  omnisend: { apiKey: FAKE_TEST_API_KEY, baseUrl: fake.baseUrl },
  logger: silentLogger,
  autoStart: false, // drained explicitly below, so the check does not race the worker
  publicUrl: 'https://colmena.example', // confirmation links point here (double opt-in is on)
});

/** POSTs one lead the way the browser form does: a form token, its solved challenge, the wait. */
async function submit(body) {
  const tokenResponse = await leads.handler(
    new Request(`http://colmena.example/api/leads/form-token?form=${body.kind}`),
  );
  const grant = await tokenResponse.json();
  const proof = await solveFormChallenge(grant.challenge);
  await new Promise((resolve) => setTimeout(resolve, grant.minFillMs));
  const request = new Request('http://colmena.example/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ homepage: '', formToken: grant.token, proof, ...body }),
  });
  return leads.handler(request, { remoteAddress: '127.0.0.1' });
}

try {
  const newsletter = await submit({ kind: 'newsletter', email: 'Ada@Colmena.example', firstName: 'Ada' });
  check('lead: the newsletter signup is accepted with 202', newsletter.status === 202, newsletter.status);
  const join = await submit({
    kind: 'join',
    name: 'Grace Hopper',
    email: 'grace@colmena.example',
    company: 'Panadería La Espiga',
    role: 'Baker',
    interests: 'Co-operatives',
    message: 'I would like to join.',
    marketingOptIn: true,
  });
  check('lead: the join-us application is accepted with 202', join.status === 202, join.status);

  const drained = await leads.worker.drain();
  check('lead: the worker delivered both leads', drained.delivered === 2, JSON.stringify(drained));

  const contacts = fake.contacts();
  const ada = contacts.find((c) => c.email === 'ada@colmena.example');
  check(
    'omnisend: the newsletter contact arrived (email lower-cased)',
    Boolean(ada),
    JSON.stringify(contacts.map((c) => c.email)),
  );
  check(
    'omnisend: it has the tags newsletter_subscriber and "source: newsletter_signup"',
    ['newsletter_subscriber', 'source: newsletter_signup'].every((tag) => ada?.tags.includes(tag)),
    JSON.stringify(ada?.tags),
  );
  check('omnisend: it waits for confirmation (nonSubscribed)', ada?.status === 'nonSubscribed', ada?.status);
  const event = fake
    .events()
    .find((e) => e.eventName === 'newsletter_confirmation_requested' && e.contact.email === 'ada@colmena.example');
  const link = String(event?.properties.confirmationUrl ?? '');
  check(
    'omnisend: the confirmation event carries the link',
    link.startsWith('https://colmena.example/subscribe/confirm?t='),
    link.slice(0, 60),
  );
  // Opening the link shows a button; only its post (from the site's own page) confirms.
  const shown = await leads.confirmation(new Request(link), { remoteAddress: '127.0.0.1' });
  const token = /name="t" value="([^"]*)"/.exec(await shown.text())?.[1] ?? '';
  const page = await leads.confirmation(
    new Request(link.split('?')[0], {
      method: 'POST',
      headers: { origin: new URL(link).origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: token }),
    }),
    { remoteAddress: '127.0.0.1' },
  );
  check(
    'lead: the confirmation page says so',
    page.status === 200 && (await page.text()).includes('Subscription confirmed'),
    page.status,
  );
  const confirmed = await leads.worker.drain();
  check('lead: the worker delivered the confirmation', confirmed.delivered === 1, JSON.stringify(confirmed));
  const adaNow = fake.contacts().find((c) => c.email === 'ada@colmena.example');
  check('omnisend: after the click it is subscribed', adaNow?.status === 'subscribed', adaNow?.status);
  const grace = contacts.find((c) => c.email === 'grace@colmena.example');
  check(
    'omnisend: the applicant has the tags community_applicant and "source: join_us_form"',
    ['community_applicant', 'source: join_us_form'].every((tag) => grace?.tags.includes(tag)),
    JSON.stringify(grace?.tags),
  );
  const counts = await leads.outbox.counts();
  check(
    'outbox: both leads and the confirmation are marked delivered',
    counts.delivered === 3 && counts.pending === 0,
    JSON.stringify(counts),
  );
} finally {
  await leads.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
}
