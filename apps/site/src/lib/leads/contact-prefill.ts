import type { ContactRequest } from '@rooted/ui/live-chat';

/**
 * The event the contact form listens for to prefill itself (the chat's "Write to a person"):
 * `window.dispatchEvent(new CustomEvent('rooted:prefill-contact', { detail: { subject, message } }))`.
 */
export const PREFILL_CONTACT_EVENT = 'rooted:prefill-contact';

/** A prefill request, checked: only string fields are kept. */
export type ContactPrefillRequest = { subject?: string; message?: string };

let latest: ContactPrefillRequest | null = null;

/** Reads an event's detail into a prefill request, or null when it holds nothing usable. */
export function readPrefill(event: Event): ContactPrefillRequest | null {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { subject, message } = detail as { subject?: unknown; message?: unknown };
  return { ...(typeof subject === 'string' ? { subject } : {}), ...(typeof message === 'string' ? { message } : {}) };
}

/**
 * Remembers the last request from the moment the page starts, because the contact form's code
 * loads lazily and may not be listening yet when the chat (or anyone) asks. Called once by the
 * root layout; returns the cleanup.
 */
export function rememberContactPrefills(): () => void {
  const remember = (event: Event) => {
    latest = readPrefill(event) ?? latest;
  };
  window.addEventListener(PREFILL_CONTACT_EVENT, remember);
  return () => window.removeEventListener(PREFILL_CONTACT_EVENT, remember);
}

/** The last request made before the contact form was listening, if any (read once). */
export function takePendingPrefill(): ContactPrefillRequest | null {
  const pending = latest;
  latest = null;
  return pending;
}

/** Asks the contact form on the page to prefill its subject and message. */
export function prefillContact(detail: ContactRequest): void {
  window.dispatchEvent(new CustomEvent<ContactRequest>(PREFILL_CONTACT_EVENT, { detail }));
}
