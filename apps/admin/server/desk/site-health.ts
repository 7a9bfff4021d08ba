import { LEAD_KINDS } from '@rooted/lead-capture';
import type { TelemetryStore } from '@rooted/telemetry';
import { VITAL_THRESHOLDS } from '@rooted/telemetry/limits';
import type { CoreVital, RouteVitals, SiteHealth } from '../../src/health/health-types';
import { utcDay, type LeadDays } from './lead-days';
import { FORM_NAMES } from './lead-view';

export type { SiteHealth } from '../../src/health/health-types';

const DAY_MS = 86_400_000;
const CORE_VITALS: readonly CoreVital[] = ['LCP', 'INP', 'CLS'];
/** Error groups shown: the most recently seen. */
export const MAX_HEALTH_ERRORS = 50;

/** What the Health section reads: the leads per day, and the field vitals and errors of telemetry. */
export interface SiteHealthSources {
  /** The counts (through the counter on the server, so the last second's leads are in). */
  leadDays: Pick<LeadDays, 'since'>;
  telemetry: TelemetryStore;
}

/**
 * The last `days` UTC days, today included, as the Health section draws them: leads per day and
 * form (a zero where a form had none), each route's 75th percentile of LCP, INP and CLS over the
 * period with its rating, and the error groups seen in it. Routes that sent none of the three are
 * left out (the other metrics are for the operator's `telemetry` command).
 */
export async function siteHealth(
  { leadDays, telemetry }: SiteHealthSources,
  now: number,
  days: number,
): Promise<SiteHealth> {
  const dayList = Array.from({ length: days }, (_, index) => utcDay(now - (days - 1 - index) * DAY_MS));
  const fromDay = dayList[0]!;
  const [counts, vitals, errors] = await Promise.all([
    leadDays.since(fromDay),
    telemetry.vitals({ fromDay }),
    telemetry.listErrors({ limit: MAX_HEALTH_ERRORS, since: Date.parse(`${fromDay}T00:00:00Z`) }),
  ]);
  const position = new Map(dayList.map((day, index) => [day, index]));
  const leads = LEAD_KINDS.map((kind) => ({ kind, form: FORM_NAMES[kind], counts: dayList.map(() => 0) }));
  for (const row of counts) {
    const index = position.get(row.day);
    const form = leads.find((entry) => entry.kind === row.kind);
    if (index !== undefined && form) form.counts[index] = (form.counts[index] ?? 0) + row.count;
  }
  const routes: RouteVitals[] = [];
  for (const entry of vitals) {
    const metrics: RouteVitals['metrics'] = {};
    for (const metric of CORE_VITALS) {
      const summary = entry.metrics[metric];
      if (summary) metrics[metric] = { p75: summary.p75, rating: summary.rating, count: summary.count };
    }
    if (Object.keys(metrics).length > 0) routes.push({ route: entry.route, metrics });
  }
  return {
    days: dayList,
    leads,
    vitals: routes,
    thresholds: { LCP: [...VITAL_THRESHOLDS.LCP], INP: [...VITAL_THRESHOLDS.INP], CLS: [...VITAL_THRESHOLDS.CLS] },
    errors: errors.map(({ fingerprint, kind, message, count, firstSeen, lastSeen, lastRoute }) => ({
      fingerprint,
      kind,
      message,
      count,
      firstSeen,
      lastSeen,
      lastRoute,
    })),
  };
}
