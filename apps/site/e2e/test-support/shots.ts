import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';

/**
 * Screenshots for a person to look at, not for a test to compare: taken only when E2E_SHOTS names
 * a folder (`E2E_SHOTS=/tmp/shots pnpm exec playwright test e2e/X.spec.ts`). A run of the suite
 * asserts nothing about them, and a full-page shot costs a second or more of a loaded runner.
 */
export async function lookAt(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const path = join(folder, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path });
}
