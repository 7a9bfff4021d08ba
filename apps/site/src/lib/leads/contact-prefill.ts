/**
 * The contact form prefilled by the chat's "Write to a person", or by anyone sending the event:
 * `window.dispatchEvent(new CustomEvent('rooted:prefill-contact', { detail: { subject, message } }))`.
 */
import type { ContactRequest } from '@rooted/ui/live-chat';
import { PREFILL_CONTACT_EVENT, takePendingDetail } from './pending-prefill';

export { PREFILL_CONTACT_EVENT };

/** A prefill request, checked: only string fields are kept. */
export type ContactPrefillRequest = { subject?: string; message?: string };

/** Reads an event's detail into a prefill request, or null when it holds nothing usable. */
export function readPrefill(event: Event): ContactPrefillRequest | null {
  return readDetail((event as CustomEvent<unknown>).detail);
}

function readDetail(detail: unknown): ContactPrefillRequest | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { subject, message } = detail as { subject?: unknown; message?: unknown };
  return { ...(typeof subject === 'string' ? { subject } : {}), ...(typeof message === 'string' ? { message } : {}) };
}

/** The last request made before the contact form was listening, if any (read once; remembered by pending-prefill.ts). */
export function takePendingPrefill(): ContactPrefillRequest | null {
  return readDetail(takePendingDetail());
}

/** Asks the contact form on the page to prefill its subject and message. */
export function prefillContact(detail: ContactRequest): void {
  window.dispatchEvent(new CustomEvent<ContactRequest>(PREFILL_CONTACT_EVENT, { detail }));
}
