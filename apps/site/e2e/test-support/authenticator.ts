import type { Page } from '@playwright/test';

/**
 * Gives `page`'s browser a virtual platform authenticator (Chromium's DevTools WebAuthn domain): a
 * passkey store with user verification built in that says yes at once, as a phone's or laptop's
 * fingerprint reader does for its owner. Passkeys made on the page live in it until the page's
 * context closes.
 */
export async function addPlatformAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
