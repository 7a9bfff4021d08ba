/**
 * What the desk's routes answer, as the owner's app reads it. The app owns the shapes; the site
 * server imports them as the types-only `@rooted/admin/desk-types`, so both sides keep one
 * definition and the app imports nothing of the site.
 */

/** One line of the delivery health: what is so, in plain words, and the next step. */
export interface HealthLine {
  level: 'ok' | 'warning' | 'problem';
  text: string;
  /** What the owner (or whoever runs the server) does next. */
  next?: string;
  /** A time that belongs at the end of `next` (the page formats it). */
  at?: number;
  /** A section of the desk that helps, e.g. the dead leads. */
  link?: { href: string; text: string };
}

/** When a contact message was marked handled, and by whom. */
export interface HandledMark {
  at: number;
  owner: string;
}

/** Where a lead stands, for the owner: the outbox state, and for a waiting lead, why. */
export interface LeadStandingView {
  standing: 'waiting' | 'confirming' | 'delivered' | 'dead';
  /** A sentence in plain words; `at`, when given, belongs at its end (the page formats times). */
  text: string;
  at?: number;
  /** The stored error text, for whoever helps the owner. */
  detail?: string;
}

/** One row of the Leads section. Personal data: only for a signed-in owner. */
export interface LeadView {
  id: string;
  kind: 'contact' | 'newsletter' | 'join' | 'exit-intent';
  form: string;
  receivedAt: number;
  name: string | null;
  email: string | null;
  company: string | null;
  /** The contact form's subject as the lead records it (a code, e.g. "mentorship"). */
  subject: string | null;
  /** The same subject as the visitor saw it in the form's list ("Mentorship Request"). */
  subjectLabel: string | null;
  message: string | null;
  consent: { text: string | null; version: string | null; page: string | null } | null;
  status: LeadStandingView;
  handled: HandledMark | null;
}

/** What an owner did, as the activity section lists it. */
export type AuditAction = 'published' | 'rolled-back' | 'requeued' | 'exported' | 'marked-handled' | 'changed-setting' | 'privacy-exported' | 'privacy-erased';

/** One owner action: who, what, when. `detail` never holds a lead's or a privacy request's address or name. */
export interface AuditEntry {
  id: number;
  at: number;
  /** The signed-in owner's email. */
  owner: string;
  action: AuditAction;
  detail: string;
}
