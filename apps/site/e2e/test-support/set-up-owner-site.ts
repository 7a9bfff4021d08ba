import { test, type Page } from '@playwright/test';
import type { SmtpInbox } from '@rooted/admin/server/test-support/smtp-inbox';
import type { FakeOmnisend } from '@rooted/omnisend/fake';
import { addOwner, reusedSignIn, startOwnerSite, startOwnerSiteWithMail, type OwnerSite } from './owner-site';

/** An owner's site of a spec file's own, as `setUpOwnerSite` hands it to the file's tests. */
export interface OwnerSiteOfFile {
  /** The site's origin (`http://127.0.0.1:<port>`); read it in a test or hook, once `beforeAll` has started the site. */
  readonly origin: string;
  /**
   * Signs `page` in as the file's owner: through the sign-in form the first time, then by that
   * session's cookies (see `reusedSignIn`: the sign-in limits would refuse a form sign-in per test).
   */
  signIn(page: Page): Promise<void>;
}

/**
 * Gives the test file (or the `test.describe`) it is called at the top of an owner's site of its
 * own: `beforeAll` starts a copy of the production build with fresh databases and adds the owner
 * `email` with `password` (through the setup link, as an operator and the owner do); `afterAll`
 * stops it and removes the copy. One site per file, never shared: the files run in parallel
 * workers, and each publishes into the build it serves. The test files differ only in their owner.
 */
export function setUpOwnerSite({ email, password }: { email: string; password: string }): OwnerSiteOfFile {
  let site: OwnerSite | undefined;
  const started = (): OwnerSite => {
    if (!site)
      throw new Error('The owner site starts in beforeAll: read it in a test or a hook, not at the top of the file.');
    return site;
  };

  test.beforeAll(async () => {
    // Copying the build and starting its server take a while on a loaded 2-core runner.
    test.setTimeout(180_000);
    site = await startOwnerSite();
    await addOwner(site, email, password);
  });

  test.afterAll(async () => {
    await site?.stop();
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
