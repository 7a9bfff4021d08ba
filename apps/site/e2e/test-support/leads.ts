import { fakeOmnisendUrl } from './fake-omnisend';

/**
 * The signing secret the e2e server runs with (playwright.config.ts), so a spec can sign a link
 * that is genuine but expired. A test value, never a real one.
 */
export const E2E_SIGNING_SECRET = 'e2e-signing-secret-9c41d7a2b8';

/** An event as the fake Omnisend recorded it (only the parts the specs read). */
export interface FakeEvent {
  eventName: string;
  contact: { email?: string };
  properties: Record<string, unknown>;
}

/** Every event the fake received so far. */
export async function fakeEvents(): Promise<FakeEvent[]> {
  const response = await fetch(`${fakeOmnisendUrl}/_admin/events`);
  return (await response.json()) as FakeEvent[];
}

/** The events of one name for one address. */
export async function fakeEventsFor(email: string, eventName: string): Promise<FakeEvent[]> {
  return (await fakeEvents()).filter((event) => event.eventName === eventName && event.contact.email === email);
}
