import type { ExportedLead } from '@rooted/lead-capture';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportCsv, leadFields } from './privacy-export';
import type { PrivacyExport } from './privacy-service';

/** A lead with every field a lead can hold: a join application with consent, confirmed by its link. */
const everything: ExportedLead = {
  id: 'lead-1',
  form: 'join',
  state: 'delivered',
  receivedAt: '2026-01-02T03:04:05.000Z',
  deliveredAt: '2026-01-02T03:05:00.000Z',
  data: {
    kind: 'join',
    name: 'Jane Roe',
    email: 'jane@example.org',
    company: 'Roe & Co',
    role: 'Founder',
    interests: 'Mentoring, funding',
    message: 'Hello there',
    keepOnFile: true,
    marketingOptIn: true,
  },
  consent: {
    createdAt: '2026-01-02T03:04:05.000Z',
    ip: '203.0.113.7',
    userAgent: 'Browser/1.0',
    form: 'join',
    text: 'Send me news.',
    version: 'join-2026-01',
    pageUrl: 'https://rooted.example/join',
    doubleOptIn: 'confirmed',
    confirmation: { at: '2026-01-03T00:00:00.000Z', ip: '198.51.100.4', userAgent: 'Mail/2.0' },
  },
};

const exported = (leads: ExportedLead[]): PrivacyExport => ({
  address: 'jane@example.org',
  leads,
  signups: [],
  idempotencyKeys: [],
  rateLimitKeys: [],
  exportedAt: '2026-01-31T10:00:00.000Z',
  errorReports: [],
});

const csvRows = (text: string) => parse(text.replace(/^\uFEFF/, '')) as string[][];

describe('the privacy export as CSV', () => {
  it('has every field the JSON export has, for a lead with every field set', () => {
    const [header, row] = csvRows(exportCsv(exported([everything])));
    const json = leadFields(JSON.parse(JSON.stringify(everything)));
    expect(json.size).toBeGreaterThan(20);
    for (const [path, value] of json) {
      const column = header!.indexOf(path);
      // A field the desk's columns show keeps its readable column; every other one is named by its path.
      if (column >= 0) expect(row![column], path).toBe(value);
      else
        expect(
          row!.some((cell) => cell.includes(value)),
          `${path}: ${value}`,
        ).toBe(true);
    }
    for (const path of ['id', 'state', 'deliveredAt', 'data.role', 'consent.ip', 'consent.confirmation.at']) {
      expect(header).toContain(path);
    }
  });

  it('leaves a field one lead lacks empty, and keeps the desk’s columns first', () => {
    const newsletter: ExportedLead = {
      id: 'lead-2',
      form: 'newsletter',
      state: 'pending',
      receivedAt: '2026-01-04T00:00:00.000Z',
      deliveredAt: null,
      data: { kind: 'newsletter', email: 'jane@example.org', firstName: 'Jane' },
    };
    const [header, joined, signup] = csvRows(exportCsv(exported([everything, newsletter])));
    expect(header!.slice(0, 4)).toEqual(['Received (UTC)', 'Form', 'Name', 'Email']);
    expect(joined![header!.indexOf('data.firstName')]).toBe('');
    expect(signup![header!.indexOf('data.firstName')]).toBe('Jane');
    expect(signup![header!.indexOf('data.role')]).toBe('');
  });
});
