import { normalizeAddress, type LeadData, type NewLead, type QueuedLead } from '@rooted/lead-capture';

/** One mail as it is sent: plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's reply goes (a visitor's address on a contact message). */
  replyTo?: string;
}

/**
 * A mail as the outbox stores it. The outbox is the leads' code, which reads a row back only when
 * it has a lead's `kind` and `email`: `email` names the person the mail is about, so an erasure of
 * that address finds the row as it finds a lead (the visitor's address on a notification of their
 * message, the owner's own address on a notice about the site).
 */
interface StoredMail {
  kind: 'contact';
  email: string;
  mail: MailMessage;
}

/** Id prefix of the mail that tells a requester their request was answered; the request's id follows. */
export const ANSWER_JOB_PREFIX = 'privacy-answer-';

/** A mail to queue: `about` is the address of the person it concerns (see {@link StoredMail}). */
export function mailJob(id: string, about: string, mail: MailMessage, at: number): NewLead {
  const stored: StoredMail = { kind: 'contact', email: normalizeAddress(about), mail };
  return { id, data: stored as unknown as LeadData, createdAt: at };
}

/** The mail a claimed row holds, or null when the row is something else (a confirmation job). */
export function mailOf(lead: QueuedLead): MailMessage | null {
  const { mail } = lead.data as unknown as Partial<StoredMail>;
  if (!mail || typeof mail.to !== 'string' || typeof mail.subject !== 'string' || typeof mail.text !== 'string')
    return null;
  return mail;
}

/** The request an answer mail's id names, or null. */
export function requestOfAnswer(id: string): string | null {
  return id.startsWith(ANSWER_JOB_PREFIX) ? id.slice(ANSWER_JOB_PREFIX.length) : null;
}
