import {
  MAX_MESSAGE_LENGTH,
  toLeadData,
  validateLead,
  type LeadData,
  type LeadKind,
  type ListedLead,
} from '@rooted/lead-capture';
import type { CorrectableField } from '../../src/desk/desk-types';
import { z } from 'zod';

type FieldName = CorrectableField['name'];
type FieldShape = Omit<CorrectableField, 'value'>;

const field = (name: FieldName, label: string, required: boolean, multiline = false): FieldShape => ({
  name,
  label,
  required,
  multiline,
});
const NAME = field('name', 'Name', true);
const EMAIL = field('email', 'Email', true);
const MESSAGE = field('message', 'Message', true, true);

/**
 * The personal fields each form captures, in the form's order: what a person may ask to have
 * corrected. Choices (the contact subject, the opt-in boxes) are not here: they are what the
 * visitor chose, and the opt-in is part of the consent record, which a correction never changes.
 */
export const CORRECTABLE_FIELDS: Readonly<Record<LeadKind, readonly FieldShape[]>> = {
  contact: [NAME, EMAIL, MESSAGE],
  newsletter: [field('firstName', 'First name', false), EMAIL],
  join: [
    NAME,
    EMAIL,
    field('company', 'Company', true),
    field('role', 'Role', true),
    field('interests', 'Interests', true, true),
    MESSAGE,
  ],
  'exit-intent': [EMAIL],
};

/** The correction form's fields for a lead, with what it holds now. */
export function correctableFields(lead: Pick<ListedLead, 'kind' | 'data'>): CorrectableField[] {
  const data = (lead.data ?? {}) as Record<string, unknown>;
  return (CORRECTABLE_FIELDS[lead.kind] ?? []).map((shape) => ({
    ...shape,
    value: typeof data[shape.name] === 'string' ? (data[shape.name] as string) : '',
  }));
}

// Only a bound on the body here: each form's own schema says what a field may hold, in its words.
const text = (label: string) =>
  z.string({ error: `${label} must be text` }).max(2 * MAX_MESSAGE_LENGTH, { error: `${label} is far too long` });

/** The body of a correction: some of the personal fields, nothing else. */
export const correctionSchema = z
  .object({
    name: text('Name'),
    firstName: text('First name'),
    email: text('Email'),
    company: text('Company'),
    role: text('Role'),
    interests: text('Interests'),
    message: text('Message'),
  })
  .partial()
  .strict();

/** What {@link correctedLead} answers: the corrected data and the labels of what changed, or the fields' messages. */
export type CorrectionCheck =
  { ok: true; data: LeadData; changed: string[] } | { ok: false; error: string; fields: Record<string, string[]> };

/**
 * The lead with the owner's corrections, checked by its form's own schema (the visitor's rules and
 * messages), or why not. A field the form does not have is refused by name.
 */
export function correctedLead(
  lead: Pick<ListedLead, 'kind' | 'data'>,
  body: z.output<typeof correctionSchema>,
): CorrectionCheck {
  const shapes = CORRECTABLE_FIELDS[lead.kind];
  const foreign = Object.keys(body).filter((name) => !shapes.some((shape) => shape.name === name));
  if (foreign.length > 0) {
    const fields = Object.fromEntries(foreign.map((name) => [name, ['This form has no such field.']]));
    return { ok: false, error: `This lead's form has no ${foreign.join(', ')} field.`, fields };
  }
  const before = (lead.data ?? {}) as Record<string, unknown>;
  const checked = validateLead({ ...before, ...body, kind: lead.kind });
  if (!checked.success) return { ok: false, error: 'Please correct the marked fields.', fields: checked.fields };
  const data = toLeadData(checked.data);
  const after = data as unknown as Record<string, unknown>;
  const changed = shapes
    .filter((shape) => (before[shape.name] ?? '') !== (after[shape.name] ?? ''))
    .map((shape) => shape.label);
  return { ok: true, data, changed };
}
