/**
 * Lead schemas shared by the browser forms and the server route.
 *
 * This module is the `@rooted/lead-capture/schemas` entry: it must stay browser-safe
 * (zod only, no `node:` imports), so the forms and the server apply the same rules.
 */
import { z } from 'zod';

/** The exact text for a malformed email address (shared with `@rooted/omnisend`, so both sides word it alike). */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address format';

/** The four lead forms, as the `kind` discriminator of a lead. */
export const LEAD_KINDS = ['contact', 'newsletter', 'join', 'exit-intent'] as const;

/** One of the four lead forms. */
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Contact-form subjects, in display order. */
export const CONTACT_SUBJECTS = ['general', 'partnership', 'investment', 'mentorship', 'support'] as const;

/** A contact-form subject value. */
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Longest accepted free-text message, in characters. */
export const MAX_MESSAGE_LENGTH = 5000;

// No spaces, exactly one @, a domain that starts with a non-dot and has a dot followed by
// something. The domain's first part excludes dots, so the first dot is the only place the
// pattern can split: matching is linear in the length of the input, whatever it holds.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+\.[^\s@]+$/;

/** Longest address a mailbox can have (RFC 5321 path limit); longer input is never pattern-checked. */
export const MAX_EMAIL_LENGTH = 254;

/** A required, trimmed text field with field-level messages naming the field. */
function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/** An optional, trimmed text field; an empty string counts as absent. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** The email field: trimmed and lower-cased (Omnisend treats the address case-sensitively). */
export const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : INVALID_EMAIL_MESSAGE) })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required', abort: true })
  // `abort` stops here on an over-long value, so no pattern ever runs on a 32 KB body.
  .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE, abort: true })
  .regex(EMAIL_PATTERN, { error: INVALID_EMAIL_MESSAGE });

const optionalFlag = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

/** Longest consent wording accepted (the sentence beside a box or button). */
export const MAX_CONSENT_TEXT_LENGTH = 1000;

/**
 * Fields every form sends besides its own: the bot defence and the consent evidence.
 * - `homepage` is the honeypot: humans leave it empty; a filled or missing one marks a bot (the
 *   server, not the schema, decides what that means so bots get no hint).
 * - `formToken` and `proof` come from `GET /api/leads/form-token` (the server checks them and
 *   answers a clear 4xx when they are missing or wrong); the minimum fill time is measured from
 *   the token's issue time on the server's clock.
 * - `consentText`, `consentVersion` and `pageUrl`: the exact wording shown beside the box or
 *   button, its version and the page, kept in the consent record of a consenting lead.
 */
export const spamFieldsSchema = z.object({
  homepage: z.string({ error: 'Leave this field empty' }).max(2000, { error: 'Leave this field empty' }).optional(),
  formToken: z
    .string({ error: 'Please reload the page and try again' })
    .max(2048, { error: 'Please reload the page and try again' })
    .optional(),
  proof: z.unknown().optional(),
  consentText: optionalText('Consent text', MAX_CONSENT_TEXT_LENGTH),
  consentVersion: optionalText('Consent version', 100),
  pageUrl: optionalText('Page URL', 2048),
});

/** The contact form: name, email, subject, message, optional marketing opt-in. */
export const contactLeadSchema = spamFieldsSchema.extend({
  kind: z.literal('contact'),
  name: requiredText('Name', 200),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }),
  message: requiredText('Message', MAX_MESSAGE_LENGTH),
  marketingOptIn: optionalFlag('Marketing opt-in'),
});

/** The newsletter form (footer and inline): email, optional first name. */
export const newsletterLeadSchema = spamFieldsSchema.extend({
  kind: z.literal('newsletter'),
  email: emailSchema,
  firstName: optionalText('First name', 100),
});

/** The join-us application. */
export const joinLeadSchema = spamFieldsSchema.extend({
  kind: z.literal('join'),
  name: requiredText('Name', 200),
  email: emailSchema,
  company: requiredText('Company', 200),
  role: requiredText('Role', 200),
  interests: requiredText('Interests', 1000),
  message: requiredText('Message', MAX_MESSAGE_LENGTH),
  keepOnFile: optionalFlag('Keep on file'),
  marketingOptIn: optionalFlag('Marketing opt-in'),
});

/** The exit-intent popup: email only. */
export const exitIntentLeadSchema = spamFieldsSchema.extend({
  kind: z.literal('exit-intent'),
  email: emailSchema,
});

/** Any lead, discriminated on `kind`. */
export const leadSchema = z.discriminatedUnion('kind', [
  contactLeadSchema,
  newsletterLeadSchema,
  joinLeadSchema,
  exitIntentLeadSchema,
]);

/** A validated, normalised lead as submitted (spam fields included). */
export type LeadSubmission = z.output<typeof leadSchema>;

/** What a form sends (before trimming and lower-casing). */
export type LeadInput = z.input<typeof leadSchema>;

/** A lead of one kind. */
export type LeadSubmissionOf<K extends LeadKind> = Extract<LeadSubmission, { kind: K }>;

/** The schema for each kind, for forms that validate one kind only. */
export const leadSchemas = {
  contact: contactLeadSchema,
  newsletter: newsletterLeadSchema,
  join: joinLeadSchema,
  'exit-intent': exitIntentLeadSchema,
} as const;

/**
 * Minimum time between the form token's issue (server clock) and the submission, per form: no
 * person fills a form that fast. The browser waits this long before sending, counted from the token.
 */
export const MIN_FILL_MS: Readonly<Record<LeadKind, number>> = {
  contact: 3000,
  join: 3000,
  newsletter: 2000,
  'exit-intent': 2000,
};

/** True when `value` names one of the four lead kinds. */
export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);
}

/** Field-level messages, keyed by field name, ready to show next to each field. */
export type FieldErrors = Record<string, string[]>;

/** Result of {@link validateLead}. */
export type LeadValidationResult = { success: true; data: LeadSubmission } | { success: false; fields: FieldErrors };

/**
 * Validates a lead of a known kind and returns either the normalised lead or field-level
 * messages. An unknown `kind` is reported on the `kind` field.
 */
export function validateLead(input: unknown): LeadValidationResult {
  const kind = typeof input === 'object' && input !== null ? (input as { kind?: unknown }).kind : undefined;
  if (!isLeadKind(kind)) return { success: false, fields: { kind: ['Unknown form'] } };
  const result = leadSchemas[kind].safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    (fields[key] ??= []).push(issue.message);
  }
  return { success: false, fields };
}
