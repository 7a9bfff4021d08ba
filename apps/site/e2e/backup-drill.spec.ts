import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createFakeOmnisend, FAKE_TEST_API_KEY, type FakeOmnisend } from '@rooted/omnisend/fake';
import type { SiteContent } from '@rooted/site-content';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { addPlatformAuthenticator } from './test-support/authenticator';
import { copyBuild, sendLeads, siteBackup, startServer, type DrillServer } from './test-support/drill-site';

/**
 * The operator's disaster, end to end on the production server: a site with an owner, a published
 * story, a picture, a webhook and 200 leads (delivered, dead, waiting) is backed up by
 * `site-backup create` while leads keep arriving; an address is erased after the backup; the
 * server stops and the data folder is deleted; damaged backups are refused and change nothing;
 * the good one is restored, the erasure applied again, and the site started on it is the site as
 * it was: the owner signs in with her password and with the passkey she added before the backup
 * (the browser's authenticator keeps its credential through the loss), the story, picture and
 * webhook are there, every lead is in the state it had, and the waiting leads reach Omnisend once.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const EMAIL = 'owner@rooted.example';
const PASSWORD = 'sprout compost meadow harvest';
const RUN = Date.now().toString(36);
const addresses = (group: string, count: number) =>
  Array.from({ length: count }, (_, index) => `drill-${RUN}-${group}-${index}@rooted.example`);

let fake: FakeOmnisend;
let dist: string;
let root: string;
let server: DrillServer | undefined;
let owner: APIRequestContext | undefined;

test.afterAll(async () => {
  await owner?.dispose();
  await server?.stop();
  await fake?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
  if (root) await rm(root, { recursive: true, force: true });
});

/** The environment of every server and command of the drill: its data folder, its backups elsewhere. */
function envOf(data: string, omnisend: boolean): Record<string, string> {
  return {
    LEADS_DB: join(data, 'leads.db'),
    SITE_DB: join(data, 'site.db'),
    TELEMETRY_DB: join(data, 'telemetry.db'),
    BACKUP_DIR: join(root, 'offsite'),
    LEADS_SIGNING_SECRET: 'drill-signing-secret-0123456789',
    LEADS_POW_PREFIX: '0',
    LEADS_DOUBLE_OPT_IN: 'false',
    TRUST_PROXY: 'true',
    ...(omnisend ? { OMNISEND_API_KEY: FAKE_TEST_API_KEY, OMNISEND_API_URL: fake.baseUrl } : { OMNISEND_API_KEY: '' }),
  };
}

/** Every file of the data folder and its SHA-256: what "left as it was" compares. */
async function folderPrint(folder: string): Promise<Record<string, string>> {
  const print: Record<string, string> = {};
  for (const name of (await readdir(folder)).sort())
    print[name] = createHash('sha256')
      .update(await readFile(join(folder, name)))
      .digest('hex');
  return print;
}

/** Signs the owner in by her password; resolves to the session's CSRF token. */
async function signIn(origin: string): Promise<string> {
  await owner?.dispose();
  owner = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const answer = await owner.post('/api/admin/session', { data: { email: EMAIL, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { csrfToken: string }).csrfToken;
}

/** WebAuthn needs a domain: the loopback server is opened as localhost. */
const named = (origin: string) => origin.replace('127.0.0.1', 'localhost');

/** A page of its own with a virtual platform authenticator, kept across the restore. */
async function withAuthenticator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await addPlatformAuthenticator(page);
  return page;
}

/** The owner signs in by her password in the browser and adds a passkey from her account. */
async function addPasskey(page: Page, origin: string): Promise<void> {
  await page.goto(`${named(origin)}/admin/sign-in`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site editor' })).toBeVisible();
  const account = page.locator('section[aria-labelledby="account-title"]');
  await account.getByLabel('Name of the new passkey').fill('Drill laptop');
  await account.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(account.getByLabel('Name', { exact: true })).toHaveValue('Drill laptop');
}

/** Every lead the desk lists, by address, with its standing. */
async function deskLeads(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let next: string | null = null;
  do {
    const page = (await (await owner!.get(`/api/admin/desk/leads${next ? `?after=${next}` : ''}`)).json()) as {
      leads: { email: string; status: { standing: string } }[];
      next: string | null;
    };
    for (const lead of page.leads) found.set(lead.email, lead.status.standing);
    next = page.next;
  } while (next);
  return found;
}

/** How many times Omnisend accepted a contact for the address. */
const accepted = (email: string) =>
  fake
    .requests()
    .filter(
      (entry) =>
        entry.method === 'POST' &&
        entry.path === '/v3/contacts' &&
        entry.status === 200 &&
        JSON.stringify(entry.body).includes(email),
    ).length;

test('a lost data folder comes back from the backup, without what was erased since', async ({ browser }) => {
  fake = await createFakeOmnisend();
  dist = await copyBuild();
  root = await mkdtemp(join(tmpdir(), 'rooted-drill-'));
  const data = join(root, 'data');
  const withOmnisend = envOf(data, true);

  // The site as the owner made it: an account, a retitled story, a picture, a webhook.
  server = await startServer(dist, withOmnisend);
  const siteOwner = await siteBackupOwner(withOmnisend, server.origin);
  owner = await request.newContext({ baseURL: server.origin, extraHTTPHeaders: { origin: server.origin } });
  expect((await owner.post('/admin/setup', { form: { token: siteOwner, password: PASSWORD } })).status()).toBe(200);
  let csrf = await signIn(server.origin);
  const { content } = (await (await owner.get('/api/admin/content')).json()) as { content: SiteContent };
  const story = content.stories!.find((each) => each.status === 'published')!;
  const draft = structuredClone(content);
  draft.stories = draft.stories!.map((each) =>
    each.slug === story.slug ? { ...each, title: `The drill's story ${RUN}` } : each,
  );
  expect(
    (
      await owner.post('/api/admin/content/publish', { data: { content: draft }, headers: { 'x-csrf-token': csrf } })
    ).status(),
  ).toBe(201);
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 60, g: 130, b: 80 } } })
    .jpeg()
    .toBuffer();
  const uploaded = await owner.post('/api/admin/media?slot=venture', {
    data: photo,
    headers: { 'x-csrf-token': csrf, 'content-type': 'image/jpeg' },
  });
  expect(uploaded.status()).toBe(201);
  const picture = /\/media\/[a-f0-9]{32}-\d+\.(?:avif|webp)/.exec(await uploaded.text())![0];
  expect(
    (
      await owner.put('/api/admin/desk/settings/webhook', {
        data: { url: 'http://127.0.0.1:9/drill-hook' },
        headers: { 'x-csrf-token': csrf },
      })
    ).status(),
  ).toBe(200);
  // Her passkey, in a browser whose authenticator outlives the server and its data folder.
  const browserPage = await withAuthenticator(browser);
  await addPasskey(browserPage, server.origin);

  // 200 leads: 100 delivered, 30 dead (Omnisend refuses them as invalid), 70 waiting (no key).
  const delivered = await sendLeads(server.origin, addresses('delivered', 100));
  await expect.poll(() => delivered.filter((email) => accepted(email) > 0).length, { timeout: 120_000 }).toBe(100);
  fake.fault({
    match: { method: 'POST', path: '/v3/contacts' },
    status: 400,
    body: { error: 'Validation failed' },
    times: 1_000,
  });
  const dead = await sendLeads(server.origin, addresses('dead', 30));
  await expect
    .poll(async () => [...(await deskLeads()).values()].filter((standing) => standing === 'dead').length, {
      timeout: 120_000,
    })
    .toBe(30);
  fake.clearFaults();
  await server.stop();
  server = await startServer(dist, envOf(data, false));
  const waiting = await sendLeads(server.origin, addresses('waiting', 70));
  expect([delivered.length, dead.length, waiting.length]).toEqual([100, 30, 70]);

  // The backup, taken while more leads keep arriving.
  let arriving = true;
  const during: string[] = [];
  const load = (async () => {
    for (let batch = 0; arriving; batch += 1)
      during.push(...(await sendLeads(server!.origin, addresses(`during-${batch}`, 5))));
  })();
  await expect.poll(() => during.length, { timeout: 60_000 }).toBeGreaterThan(0);
  const acceptedBefore = [...during];
  const created = await siteBackup(envOf(data, false), 'create');
  expect(created.code, created.stderr).toBe(0);
  const file = created.stdout.trim();
  arriving = false;
  await load;
  expect((await siteBackup(envOf(data, false), 'verify', file)).stdout).toContain('is a sound backup taken at');

  // An erasure after the backup, by the owner.
  csrf = await signIn(server.origin);
  const erased = delivered[0]!;
  expect(
    (
      await owner.post('/api/admin/desk/privacy/erase', { data: { email: erased }, headers: { 'x-csrf-token': csrf } })
    ).status(),
  ).toBe(200);
  await server.stop();
  server = undefined;

  // Damaged and newer files are refused and leave the data folder as it was.
  const before = await folderPrint(data);
  const bytes = await readFile(file);
  await writeFile(join(root, 'truncated.tar.gz'), bytes.subarray(0, bytes.length - 200));
  const flipped = Buffer.from(bytes);
  flipped[Math.floor(flipped.length / 3)]! ^= 0x10;
  await writeFile(join(root, 'flipped.tar.gz'), flipped);
  const newer = join(root, 'newer');
  await cp(data, newer, { recursive: true });
  const leadsDb = new Database(join(newer, 'leads.db'));
  leadsDb.pragma(`user_version = ${(leadsDb.pragma('user_version', { simple: true }) as number) + 1}`);
  leadsDb.close();
  const newerFile = (
    await siteBackup(envOf(newer, false), 'create', '--to', join(root, 'newer-backups'))
  ).stdout.trim();
  for (const [bad, says] of [
    [join(root, 'truncated.tar.gz'), /is damaged or incomplete/],
    [join(root, 'flipped.tar.gz'), /is damaged/],
    [newerFile, /newer than this version of the site reads/],
  ] as const) {
    const refused = await siteBackup(envOf(data, false), 'restore', bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(says);
    expect(refused.stderr).toContain('nothing was restored');
    expect(await folderPrint(data)).toEqual(before);
  }

  // The disk is lost; the backup comes back.
  await rm(data, { recursive: true });
  const restored = await siteBackup(envOf(data, true), 'restore', file);
  expect(restored.code, restored.stderr).toBe(0);
  expect(restored.stdout).toContain('Re-applied 1 erasure(s) done after it.');

  server = await startServer(dist, withOmnisend);
  await signIn(server.origin);
  // The passkey added before the backup signs her in on the restored site, nothing typed.
  await browserPage.goto(`${named(server.origin)}/admin/sign-in`);
  await browserPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(browserPage).toHaveURL(`${named(server.origin)}/admin`);
  await expect(browserPage.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
  await browserPage.context().close();
  expect(await (await fetch(`${server.origin}/stories/${story.slug}`)).text()).toContain(`The drill's story ${RUN}`);
  expect((await fetch(`${server.origin}${picture}`)).status).toBe(200);
  expect(await (await owner.get('/api/admin/desk/settings')).json()).toMatchObject({
    webhook: { host: '127.0.0.1:9' },
  });
  const desk = await deskLeads();
  expect(desk.has(erased)).toBe(false);
  for (const email of delivered.slice(1)) expect(desk.get(email), email).toBe('delivered');
  for (const email of dead) expect(desk.get(email), email).toBe('dead');
  for (const email of acceptedBefore) expect(desk.has(email), email).toBe(true);
  // The waiting leads reach Omnisend now, each once; the delivered ones are not sent again.
  await expect.poll(() => waiting.filter((email) => accepted(email) > 0).length, { timeout: 120_000 }).toBe(70);
  expect(waiting.map(accepted)).toEqual(waiting.map(() => 1));
  expect(delivered.slice(1).map(accepted)).toEqual(delivered.slice(1).map(() => 1));
});

/** Adds the owner as an operator does; resolves to the setup link's token. */
async function siteBackupOwner(env: Record<string, string>, origin: string): Promise<string> {
  const { run } = await import('./test-support/extra-site');
  const { siteDir } = await import('./test-support/bundle-size');
  const { operatorCommands } = await import('./test-support/operator-commands');
  const command = join(await operatorCommands(), 'site-owner.js');
  const { stdout } = await run(process.execPath, [command, 'add', EMAIL, '--url', origin], {
    cwd: siteDir,
    env: { ...process.env, ...env },
  });
  return new URL(/(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(stdout)![1]!).searchParams.get('token')!;
}
