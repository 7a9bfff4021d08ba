import { stringify } from 'csv-stringify/sync';
import type { LeadView } from './lead-view';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (a tab or carriage return
 * before one still counts in some), so a visitor's "=HYPERLINK(…)" in a message would run on the
 * owner's machine when the export is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet shows and never runs: a formula start gets a leading `'`. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The export's columns, in order. */
export const CSV_COLUMNS = [
  'Received (UTC)',
  'Form',
  'Name',
  'Email',
  'Company',
  'Subject',
  'Message',
  'Consent text',
  'Consent version',
  'Consent page',
  'Status',
  'Handled',
] as const;

/** One lead as the export's row of cells (every cell text, before neutralizing). */
export function leadCells(lead: LeadView): string[] {
  const status =
    lead.status.at === undefined ? lead.status.text : `${lead.status.text} ${new Date(lead.status.at).toISOString()}`;
  return [
    new Date(lead.receivedAt).toISOString(),
    lead.form,
    lead.name ?? '',
    lead.email ?? '',
    lead.company ?? '',
    // The label the visitor chose, with the code the lead records (what Omnisend holds) beside it.
    lead.subject ? `${lead.subjectLabel ?? lead.subject} (${lead.subject})` : '',
    lead.message ?? '',
    lead.consent?.text ?? '',
    lead.consent?.version ?? '',
    lead.consent?.page ?? '',
    status,
    lead.handled ? `Handled by ${lead.handled.owner} on ${new Date(lead.handled.at).toISOString()}` : '',
  ];
}

/**
 * Rows as CSV (RFC 4180: quoted where needed, CRLF line ends) with every cell neutralized, and a
 * byte-order mark so spreadsheets read it as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(neutralizeCell));
  return `\uFEFF${stringify(cells, { record_delimiter: 'windows', quoted: true })}`;
}
