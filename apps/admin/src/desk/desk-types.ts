/**
 * What the desk's routes answer, as the owner's app reads it. The app owns the shapes; its API
 * (server/desk/) imports them, so both sides keep one definition.
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

/** The forms whose leads wait for an answer from the owner, and are marked handled once answered. */
export const HANDLED_KINDS = ['contact', 'join'] as const;

/** When a contact message or join application was marked handled, and by whom. */
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

/** One field of a lead the owner can correct, as the edit form shows it. */
export interface CorrectableField {
  /** The field's name in the lead (and in the correction's body). */
  name: 'name' | 'firstName' | 'email' | 'company' | 'role' | 'interests' | 'message';
  label: string;
  /** What the lead holds now ('' when the field is empty or the record cannot be read). */
  value: string;
  required: boolean;
  multiline: boolean;
}

/** What a correction did, for the owner's message. */
export interface CorrectionResult {
  /** The labels of the fields that changed (empty: nothing to save). */
  changed: string[];
  /** The lead's status before: a dead lead is queued again, a delivered one queued an update of its contact. */
  was: 'pending' | 'delivering' | 'delivered' | 'dead' | null;
  updateQueued: boolean;
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
  /** The personal fields this lead's form captured, for the correction form. */
  fields: CorrectableField[];
}

/** What an owner did, as the activity section lists it. */
export type AuditAction =
  | 'published'
  | 'rolled-back'
  | 'requeued'
  | 'exported'
  | 'marked-handled'
  | 'unmarked-handled'
  | 'corrected'
  | 'deleted'
  | 'changed-setting'
  | 'privacy-exported'
  | 'privacy-erased'
  | 'step-done'
  | 'setup-link'
  | 'changed-password'
  | 'added-passkey'
  | 'removed-passkey';

/** One owner action: who, what, when. `detail` never holds a lead's or a privacy request's address or name. */
export interface AuditEntry {
  id: number;
  at: number;
  /** The signed-in owner's email. */
  owner: string;
  action: AuditAction;
  detail: string;
}
