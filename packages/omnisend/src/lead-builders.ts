import type { ConsentDetails, ContactRecord } from './contact-record';

/**
 * The four lead forms (contact, join us, newsletter, exit intent), turned into contact records
 * with each form's source, tags and custom fields. Pure functions: no validation, no I/O. `upsertContact` validates.
 *
 * Event names and flows: the welcome mail is the `welcome_sequence` custom event
 * (`triggerAutomation`); marketing must build a flow on it in Omnisend.
 */

/** Lead sources, sent as the tag `source: <source>` and in the consent record. */
export const LEAD_SOURCES = {
  contact: 'contact_form',
  newsletter: 'newsletter_signup',
  joinUs: 'join_us_form',
  exitIntent: 'exit_intent_popup',
} as const;

/** The form's own tags (the `source: ...` tag is added when the record is sent). */
export const LEAD_TAGS = {
  contact: ['contact_form'],
  newsletter: ['newsletter_subscriber'],
  joinUs: ['community_applicant'],
  exitIntent: ['exit_intent_capture', 'lead'],
} as const;

/** The automation (custom event name) started for new subscribers. */
export const WELCOME_AUTOMATION = 'welcome_sequence';

/** Options every builder takes. */
export interface LeadBuildOptions {
  /** Submission time (default: now). Used for `contactDate`/`applicationDate` and the consent time. */
  now?: Date | number;
  /**
   * Request evidence for a marketing opt-in (IP from a trusted proxy header, user agent). It is
   * attached only when the submission consents: always for newsletter and exit intent, and for
   * the contact and join-us forms only when `marketingOptIn` is true. Passing it never creates consent.
   */
  consent?: ConsentDetails;
}

/** The contact form: all four fields are required by the form. */
export interface ContactFormInput {
  name: string;
  email: string;
  /** One of general, partnership, investment, mentorship, support. */
  subject: string;
  message: string;
  /** True only when a marketing opt-in box was ticked. Answering a message is not consent. */
  marketingOptIn?: boolean;
}

/** The newsletter form: email, optional first name. Signing up is consent. */
export interface NewsletterInput {
  email: string;
  firstName?: string;
}

/** The join-us application. */
export interface JoinUsInput {
  name: string;
  email: string;
  company?: string;
  role?: string;
  interests?: string | readonly string[];
  message?: string;
  /** True only when a marketing opt-in box was ticked. Applying is not consent. */
  marketingOptIn?: boolean;
}

/** The exit-intent popup: email only. Leaving an address there is consent. */
export interface ExitIntentInput {
  email: string;
}

/** A single `name` field split in two: first word → firstName, the rest → lastName. */
export interface SplitName {
  firstName?: string;
  lastName?: string;
}

/** `'  Jane  van  Dyke '` → `{firstName: 'Jane', lastName: 'van Dyke'}`; empty parts are left out. */
export function splitName(name: string | null | undefined): SplitName {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [firstName, ...rest] = words;
  const result: SplitName = {};
  if (firstName !== undefined) result.firstName = firstName;
  if (rest.length > 0) result.lastName = rest.join(' ');
  return result;
}

function submittedAt(options: LeadBuildOptions): Date {
  return options.now === undefined ? new Date() : new Date(options.now);
}

function consentFields(
  consenting: boolean,
  at: Date,
  options: LeadBuildOptions,
): Pick<ContactRecord, 'marketingConsent' | 'consentDetails'> {
  if (!consenting) return { marketingConsent: false };
  return {
    marketingConsent: true,
    consentDetails: { ...options.consent, createdAt: options.consent?.createdAt ?? at.toISOString() },
  };
}

/** Contact form → source `contact_form`, tag `contact_form`, fields subject, message, contactDate. */
export function buildContactFormContact(input: ContactFormInput, options: LeadBuildOptions = {}): ContactRecord {
  const at = submittedAt(options);
  return {
    email: input.email,
    ...splitName(input.name),
    tags: [...LEAD_TAGS.contact],
    customFields: { subject: input.subject, message: input.message, contactDate: at.toISOString() },
    source: LEAD_SOURCES.contact,
    ...consentFields(input.marketingOptIn === true, at, options),
  };
}

/** Newsletter → source `newsletter_signup`, tag `newsletter_subscriber`, subscribed. */
export function buildNewsletterContact(input: NewsletterInput, options: LeadBuildOptions = {}): ContactRecord {
  const at = submittedAt(options);
  return {
    email: input.email,
    ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
    tags: [...LEAD_TAGS.newsletter],
    source: LEAD_SOURCES.newsletter,
    ...consentFields(true, at, options),
  };
}

/** Join us → source `join_us_form`, tag `community_applicant`, company, role, interests, message, applicationDate. */
export function buildJoinUsContact(input: JoinUsInput, options: LeadBuildOptions = {}): ContactRecord {
  const at = submittedAt(options);
  return {
    email: input.email,
    ...splitName(input.name),
    ...(input.company === undefined ? {} : { company: input.company }),
    tags: [...LEAD_TAGS.joinUs],
    customFields: {
      role: input.role,
      interests: input.interests,
      message: input.message,
      applicationDate: at.toISOString(),
    },
    source: LEAD_SOURCES.joinUs,
    ...consentFields(input.marketingOptIn === true, at, options),
  };
}

/** Exit intent → source `exit_intent_popup`, tags `exit_intent_capture` and `lead`, subscribed. */
export function buildExitIntentContact(input: ExitIntentInput, options: LeadBuildOptions = {}): ContactRecord {
  const at = submittedAt(options);
  return {
    email: input.email,
    tags: [...LEAD_TAGS.exitIntent],
    source: LEAD_SOURCES.exitIntent,
    ...consentFields(true, at, options),
  };
}
