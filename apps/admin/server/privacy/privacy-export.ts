import type { ExportedLead } from '@rooted/lead-capture';
import { CSV_COLUMNS, leadCells, toCsv } from '../desk/csv-export';
import { toLeadView } from '../desk/lead-view';
import type { PrivacyExport } from './privacy-service';

/**
 * Fields of a lead the desk's columns show as they are (the form by its name, the subject with
 * its code). Every other field of the JSON export gets a column of its own, named by its path
 * there, so the CSV holds all that the JSON does.
 */
const SHOWN = new Set([
  'receivedAt',
  'form',
  'data.kind',
  'data.name',
  'data.email',
  'data.company',
  'data.subject',
  'data.message',
  'consent.text',
  'consent.version',
  'consent.pageUrl',
]);

/** A lead's fields as JSON paths (`consent.confirmation.at`) and their text; lists as JSON. */
export function leadFields(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined) return into;
  if (typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) leadFields(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

/**
 * The export as CSV: one row per lead, the columns and safety of the desk's Leads export, then a
 * column for each further field any of the leads has (ids, states, consent evidence, every form field).
 */
export function exportCsv(data: PrivacyExport): string {
  const fields = data.leads.map((lead) => leadFields(lead));
  const extra = [...new Set(fields.flatMap((one) => [...one.keys()]))].filter((path) => !SHOWN.has(path));
  const rows = data.leads.map((lead: ExportedLead, index) => [
    ...leadCells(
      toLeadView(
        {
          id: lead.id,
          kind: lead.form,
          data: lead.data,
          ...(lead.consent ? { consent: lead.consent } : {}),
          createdAt: Date.parse(lead.receivedAt),
          state: lead.state,
          attempts: 0,
          nextAttemptAt: 0,
          lastError: null,
          deliveredAt: lead.deliveredAt === null ? null : Date.parse(lead.deliveredAt),
        },
        null,
        undefined,
      ),
    ),
    ...extra.map((path) => fields[index]!.get(path) ?? ''),
  ]);
  return toCsv([...CSV_COLUMNS, ...extra], rows);
}

/** A download's file name: the day, never the address. */
export function exportFileName(at: number, format: 'json' | 'csv'): string {
  return `personal-data-${new Date(at).toISOString().slice(0, 10)}.${format}`;
}
