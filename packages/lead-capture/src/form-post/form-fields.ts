import { CONTACT_SUBJECTS, type LeadKind } from '../schemas.js';

/** One field of a form as the plain HTML page renders it and the form post reads it. */
export interface FormField {
  /** The `name` the browser sends, the same key the JSON API takes. */
  name: string;
  type: 'text' | 'email' | 'textarea' | 'select' | 'checkbox';
  /** Default label; a site passes its own wording. */
  label: string;
  required: boolean;
  autoComplete?: string;
  /** Choices of a select, in display order. */
  options?: readonly string[];
}

const text = (name: string, label: string, autoComplete?: string): FormField => ({
  name,
  type: 'text',
  label,
  required: true,
  ...(autoComplete ? { autoComplete } : {}),
});
const email: FormField = { name: 'email', type: 'email', label: 'Email', required: true, autoComplete: 'email' };
const area = (name: string, label: string): FormField => ({ name, type: 'textarea', label, required: true });
const box = (name: string, label: string): FormField => ({ name, type: 'checkbox', label, required: false });

/**
 * The visible fields of each form, in the order the site shows them. They mirror the schemas'
 * fields; the honeypot and the consent wording are added by the page and read by the post.
 */
export const FORM_FIELDS: Readonly<Record<LeadKind, readonly FormField[]>> = {
  contact: [
    text('name', 'Name', 'name'),
    email,
    { name: 'subject', type: 'select', label: 'Subject', required: true, options: CONTACT_SUBJECTS },
    area('message', 'Message'),
  ],
  join: [
    text('name', 'Name', 'name'),
    email,
    text('company', 'Company or project', 'organization'),
    text('role', 'Your role', 'organization-title'),
    area('interests', 'What interests you'),
    area('message', 'Tell us about yourself'),
    box('keepOnFile', 'Keep my application on file for 12 months.'),
    box('marketingOptIn', 'Send me the monthly newsletter.'),
  ],
  newsletter: [email],
  'exit-intent': [email],
};

/** The honeypot's name: present and empty from a person, filled (or missing) from a bot. */
export const HONEYPOT_FIELD = 'homepage';

/** Hidden fields that carry the consent wording the visitor saw, for the consent record. */
export const CONSENT_FIELDS = ['consentText', 'consentVersion'] as const;

/** Every name a form post of `kind` may carry; anything else is ignored. */
export function formFieldNames(kind: LeadKind): ReadonlySet<string> {
  return new Set([...FORM_FIELDS[kind].map((field) => field.name), HONEYPOT_FIELD, ...CONSENT_FIELDS]);
}
