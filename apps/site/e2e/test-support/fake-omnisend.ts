/**
 * The fake Omnisend the e2e run starts beside the site (playwright.config.ts). The key is a test
 * value: the built client must never contain it (forms.spec.ts scans dist/client for it).
 */
export const E2E_OMNISEND_KEY = 'e2e-omnisend-test-key-5b1f2c';
export const fakeOmnisendPort = Number(process.env.E2E_FAKE_OMNISEND_PORT ?? 4312);
export const fakeOmnisendUrl = `http://127.0.0.1:${fakeOmnisendPort}`;

/** A contact as the fake stores it (only the parts the specs read). */
export interface FakeContact {
  email: string;
  status: string;
  tags: string[];
  customProperties: Record<string, unknown> | null;
  identifiers: { id: string; channels: { email: { status: string } } }[];
}

/** Everything the fake has stored so far. */
export async function fakeContacts(): Promise<FakeContact[]> {
  const response = await fetch(`${fakeOmnisendUrl}/_admin/contacts`);
  return (await response.json()) as FakeContact[];
}

/** The stored contact for one address, or undefined while it has not arrived. */
export async function fakeContact(email: string): Promise<FakeContact | undefined> {
  return (await fakeContacts()).find((contact) => contact.email === email);
}
