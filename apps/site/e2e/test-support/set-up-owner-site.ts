import { test as base, type Page } from '@playwright/test';
import type { SmtpInbox } from '@rooted/admin/server/test-support/smtp-inbox';
import type { FakeOmnisend } from '@rooted/omnisend/fake';
import { addOwner, reusedSignIn, startOwnerSite, startOwnerSiteWithMail, type OwnerSite } from './owner-site';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with one owner's site per worker: a copy of the production build with fresh
 * databases, started when the worker's first file asks for it and stopped when the worker ends.
 * Copying the build and starting its server took each owner spec file 20 to 40 s of a loaded
 * 2-core runner; a worker now pays it once. The files of a worker run one after another, so the
 * site is never published to by two files at once. A spec uses it by importing `test` (and
 * `expect`) from here instead of from '@playwright/test', then calling `setUpOwnerSite`.
 */
export const test = base.extend<object, { ownerSiteOfWorker: OwnerSite }>({
  ownerSiteOfWorker: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const site = await startOwnerSite();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** An owner's site as `setUpOwnerSite` hands it to a file's tests. */
export interface OwnerSiteOfFile {
  /** The site's origin (`http://127.0.0.1:<port>`); read it in a test or hook, once `beforeAll` has run. */
  readonly origin: string;
  /**
   * Signs `page` in as the file's owner: through the sign-in form the first time, then by that
   * session's cookies (see `reusedSignIn`: the sign-in limits would refuse a form sign-in per test).
   */
  signIn(page: Page): Promise<void>;
}

/**
 * Gives the test file (or the `test.describe`) it is called at the top of an owner: `beforeAll`
 * adds `email` with `password` (through the setup link, as an operator and the owner do) to the
 * worker's site. The site is shared with the worker's other files: a test must not count on
 * content or published versions it did not make itself, and each file has an owner of its own
 * (a distinct email). `own: true` starts a site for this file alone, for a file that must see a
 * site nobody has published to (its first publish is version 1, its history starts empty).
 */
export function setUpOwnerSite({
  email,
  password,
  own = false,
}: {
  email: string;
  password: string;
  own?: boolean;
}): OwnerSiteOfFile {
  let site: OwnerSite | undefined;
  const started = (): OwnerSite => {
    if (!site)
      throw new Error('The owner site starts in beforeAll: read it in a test or a hook, not at the top of the file.');
    return site;
  };

  // Two hooks, so a file with a site of its own never starts the worker's.
  if (own)
    test.beforeAll(async () => {
      // Copying the build and starting its server take a while on a loaded 2-core runner.
      test.setTimeout(180_000);
      site = await startOwnerSite();
      await addOwner(site, email, password);
    });
  else
    test.beforeAll(async ({ ownerSiteOfWorker }) => {
      // Adding the owner runs the operator's command (bundled by the run's first call): slow on a loaded runner.
      test.setTimeout(180_000);
      site = ownerSiteOfWorker;
      await addOwner(site, email, password);
    });

  test.afterAll(async () => {
    if (own) await site?.stop();
    site = undefined;
  });

  return {
    get origin() {
      return started().origin;
    },
    signIn: reusedSignIn(started, email, password),
  };
}

/** An owner's site with its own fake Omnisend and mail server, as `setUpOwnerSiteWithMail` hands it to the file's tests. */
export interface MailSiteOfFile extends OwnerSiteOfFile {
  /** The site (read it in a test or hook, once `beforeAll` has started it). */
  readonly site: OwnerSite;
  /** The site's mail server on loopback: what reached it, and its faults (`state.refuseLogin`). */
  readonly inbox: SmtpInbox;
  /** The site's own fake Omnisend. */
  readonly fake: FakeOmnisend;
}

/**
 * As {@link setUpOwnerSite}, for a file whose site mails (`startOwnerSiteWithMail`): its own SMTP
 * server with a login and its own fake Omnisend, started in `beforeAll` and stopped in `afterAll`.
 */
export function setUpOwnerSiteWithMail({ email, password }: { email: string; password: string }): MailSiteOfFile {
  let started: Awaited<ReturnType<typeof startOwnerSiteWithMail>> | undefined;
  const running = () => {
    if (!started)
      throw new Error('The owner site starts in beforeAll: read it in a test or a hook, not at the top of the file.');
    return started;
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    started = await startOwnerSiteWithMail(email, password);
  });

  test.afterAll(async () => {
    await started?.stop();
    started = undefined;
  });

  return {
    get site() {
      return running().site;
    },
    get inbox() {
      return running().inbox;
    },
    get fake() {
      return running().fake;
    },
    get origin() {
      return running().site.origin;
    },
    signIn: reusedSignIn(() => running().site, email, password),
  };
}
