import type { ExportedLead } from '@rooted/lead-capture';
import { CSV_COLUMNS, leadCells, toCsv } from '../desk/csv-export';
import { toLeadView } from '../desk/lead-view';
import type { PrivacyExport } from './privacy-service';

/** The export as the desk's CSV: one row per lead, the columns and safety of the Leads export. */
export function exportCsv(data: PrivacyExport): string {
  const rows = data.leads.map((lead: ExportedLead) =>
    leadCells(
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
  );
  return toCsv(CSV_COLUMNS, rows);
}

/** A download's file name: the day, never the address. */
export function exportFileName(at: number, format: 'json' | 'csv'): string {
  return `personal-data-${new Date(at).toISOString().slice(0, 10)}.${format}`;
}
