import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE, leadSchema, validateLead } from './schemas.js';

const homepage = '';
const contact = {
  kind: 'contact',
  name: 'Jane Doe',
  email: 'jane@example.org',
  subject: 'general',
  message: 'Hello there',
  homepage,
};
const join = {
  kind: 'join',
  name: 'Sam Lee',
  email: 'sam@example.org',
  company: 'Acme',
  role: 'Founder',
  interests: 'Mentorship',
  message: 'I would like to join',
  homepage,
};

function fieldsOf(input: unknown) {
  const result = validateLead(input);
  if (result.success) throw new Error('expected a validation failure');
  return result.fields;
}

describe('lead schemas', () => {
  it('trims and lower-cases the email', () => {
    const result = validateLead({ ...contact, email: '  Jane@Example.ORG ' });
    expect(result).toMatchObject({ success: true, data: { email: 'jane@example.org' } });
  });

  it('accepts each of the four kinds in their minimal form', () => {
    expect(validateLead(contact).success).toBe(true);
    expect(validateLead(join).success).toBe(true);
    expect(validateLead({ kind: 'newsletter', email: 'a@b.co', homepage }).success).toBe(true);
    expect(validateLead({ kind: 'exit-intent', email: 'a@b.co', homepage }).success).toBe(true);
  });

  it('keeps optional flags and drops an empty first name', () => {
    expect(validateLead({ ...join, keepOnFile: true, marketingOptIn: false })).toMatchObject({
      success: true,
      data: { keepOnFile: true, marketingOptIn: false },
    });
    const result = validateLead({ kind: 'newsletter', email: 'a@b.co', firstName: '  ', homepage });
    expect(result.success && 'firstName' in result.data && result.data.firstName).toBeUndefined();
  });

  it.each([['jane @example.org'], ['jane@@example.org'], ['jane@example'], ['janeexample.org'], ['jane@.org'], [42]])(
    'rejects the email %j with exactly the one fixed message',
    (email) => {
      expect(fieldsOf({ ...contact, email })).toEqual({ email: [INVALID_EMAIL_MESSAGE] });
      expect(INVALID_EMAIL_MESSAGE).toBe('Invalid email address format');
    },
  );

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['missing name', { name: undefined }, { name: ['Name is required'] }],
    ['blank name', { name: '   ' }, { name: ['Name is required'] }],
    ['missing email', { email: undefined }, { email: ['Email is required'] }],
    ['empty email', { email: ' ' }, { email: ['Email is required'] }],
    ['unknown subject', { subject: 'spam' }, { subject: ['Please choose a subject'] }],
    ['missing message', { message: undefined }, { message: ['Message is required'] }],
    [
      'message over 5000 characters',
      { message: 'x'.repeat(5001) },
      { message: ['Message must be at most 5000 characters'] },
    ],
    ['non-boolean opt-in', { marketingOptIn: 'yes' }, { marketingOptIn: ['Marketing opt-in must be true or false'] }],
    ['numeric form token', { formToken: 5 }, { formToken: ['Please reload the page and try again'] }],
    [
      'consent text over 1000 characters',
      { consentText: 'x'.repeat(1001) },
      { consentText: ['Consent text must be at most 1000 characters'] },
    ],
    ['numeric honeypot', { homepage: 5 }, { homepage: ['Leave this field empty'] }],
  ])('contact: %s', (_label, change, expected) => {
    expect(fieldsOf({ ...contact, ...change })).toEqual(expected);
  });

  it('accepts a message of exactly 5000 characters', () => {
    expect(validateLead({ ...contact, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('reports every missing join field at once', () => {
    expect(fieldsOf({ kind: 'join', email: 'bad', homepage })).toEqual({
      name: ['Name is required'],
      email: [INVALID_EMAIL_MESSAGE],
      company: ['Company is required'],
      role: ['Role is required'],
      interests: ['Interests is required'],
      message: ['Message is required'],
    });
  });

  it('reports an unknown or missing kind on the kind field', () => {
    expect(fieldsOf({ ...contact, kind: 'survey' })).toEqual({ kind: ['Unknown form'] });
    expect(fieldsOf({ email: 'a@b.co' })).toEqual({ kind: ['Unknown form'] });
    expect(fieldsOf(null)).toEqual({ kind: ['Unknown form'] });
  });

  it('exposes a discriminated union on kind', () => {
    const parsed = leadSchema.parse({
      kind: 'exit-intent',
      email: ' A@B.CO ',
      homepage,
      startedAt: 5,
      extra: 'dropped',
    });
    expect(parsed).toEqual({ kind: 'exit-intent', email: 'a@b.co', homepage });
  });
});
