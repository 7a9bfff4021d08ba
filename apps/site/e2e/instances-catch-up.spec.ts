import { expect, request, test, type APIRequestContext } from '@playwright/test';
import type { SiteContent } from '@rooted/site-content';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../../packages/database/src/test-support/postgres-cluster';
import { startOwnerSite, type OwnerSite } from './test-support/owner-site';

/**
 * Two real server processes (the production build, each serving its own copy of the pages) on one
 * PostgreSQL database, as behind a load balancer: an owner publishes at one, and the other
 * re-renders its prerendered pages on its own timer, so a visitor sent to either sees the change.
 * The wait is polled with a generous overall limit; how fast it happens is not what is checked.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const EMAIL = 'owner@rooted.example';
const PASSWORD = 'sprout compost meadow harvest';
const TITLE = 'Published At One Instance, Shown By Both';
let cluster: PostgresCluster;
let sites: OwnerSite[] = [];
let owner: APIRequestContext | undefined;

const html = async (site: OwnerSite, path: string) => {
  const response = await fetch(`${site.origin}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

test.beforeAll(async () => {
  // A fresh cluster and two copies of the build on a loaded machine: more than the default minute.
  test.setTimeout(240_000);
  cluster = await startPostgresCluster();
  const env = {
    DATABASE_URL: cluster.url,
    DATABASE_SCHEMA: 'two_instances',
    LEADS_SIGNING_SECRET: 'one-secret-for-both-instances',
  };
  // One after the other: both migrate the same schema (safe at once, but the first start is the slow one).
  sites = [await startOwnerSite(env)];
  sites.push(await startOwnerSite(env));
});

test.afterAll(async () => {
  await owner?.dispose();
  await Promise.all(sites.map((site) => site.stop()));
  cluster?.stop();
});

test("a version published at one instance reaches the other instance's prerendered pages", async () => {
  const [a, b] = sites as [OwnerSite, OwnerSite];
  // The account is in the shared database: added once, it signs in at either instance.
  const link = /(http:\/\/\S+\/admin\/setup\?token=\S+)/.exec(await a.siteOwner('add', EMAIL))?.[1];
  expect(link, 'site-owner add prints a setup link').toBeTruthy();
  owner = await request.newContext({ baseURL: a.origin, extraHTTPHeaders: { origin: a.origin } });
  expect(
    (
      await owner.post('/admin/setup', {
        form: { token: new URL(link!).searchParams.get('token')!, password: PASSWORD },
      })
    ).status(),
  ).toBe(200);
  const signIn = await owner.post('/api/admin/session', { data: { email: EMAIL, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };

  expect(await html(b, '/')).not.toContain(TITLE);
  const { content } = (await (await owner.get('/api/admin/content')).json()) as { content: SiteContent };
  const draft = structuredClone(content);
  draft.hero.title = TITLE;
  const published = await owner.post('/api/admin/content/publish', {
    data: { content: draft },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(published.status()).toBe(201);
  expect(await html(a, '/')).toContain(TITLE);

  // B learns of it only from the database: nothing was sent to it.
  await expect
    .poll(async () => (await html(b, '/')).includes(TITLE), { timeout: 120_000, intervals: [1000] })
    .toBe(true);
});
