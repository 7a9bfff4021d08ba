/** The event the contact form listens for to prefill itself (see contact-prefill.ts). */
export const PREFILL_CONTACT_EVENT = 'rooted:prefill-contact';

let pending: unknown;

/**
 * Keeps the detail of the last prefill request from the moment the page starts, because the
 * contact form's code loads lazily and may not be listening yet when the chat (or anyone) asks.
 * Only the detail is kept here, unread: this runs on every page, so checking it waits for the
 * form's own code (contact-prefill.ts). Called once by the root layout; returns the cleanup.
 */
export function rememberContactPrefills(): () => void {
  const keep = (event: Event) => {
    pending = (event as CustomEvent<unknown>).detail;
  };
  window.addEventListener(PREFILL_CONTACT_EVENT, keep);
  return () => window.removeEventListener(PREFILL_CONTACT_EVENT, keep);
}

/** The detail kept since the last take, if any (read once). */
export function takePendingDetail(): unknown {
  const detail = pending;
  pending = undefined;
  return detail;
}
