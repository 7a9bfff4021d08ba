import type { ContactRequest } from '@rooted/ui/live-chat';

/**
 * The event the contact form listens for to prefill itself (the chat's "Write to a person"):
 * `window.dispatchEvent(new CustomEvent('rooted:prefill-contact', { detail: { subject, message } }))`.
 */
export const PREFILL_CONTACT_EVENT = 'rooted:prefill-contact';

/** Asks the contact form on the page to prefill its subject and message. */
export function prefillContact(detail: ContactRequest): void {
  window.dispatchEvent(new CustomEvent<ContactRequest>(PREFILL_CONTACT_EVENT, { detail }));
}
