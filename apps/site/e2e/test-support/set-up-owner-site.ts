import { test, type Page } from '@playwright/test';
import { addOwner, reusedSignIn, startOwnerSite, type OwnerSite } from './owner-site';

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
