/**
 * The scheduled job (e.g. every minute): delivers the leads that are due, bounded so it returns
 * well before the platform's time limit. Leads it does not reach stay pending for the next run;
 * a run cut off mid-delivery leaves leases that expire and are retried (at least once).
 */
import { serverlessLeads } from './leads.js';

/** Give up claiming new leads after 50 s, for a platform that stops a job at 60 s. */
export const DRAIN_DEADLINE_MS = 50_000;

export async function scheduled(): Promise<{ delivered: number; retried: number; dead: number }> {
  const leads = await serverlessLeads();
  return leads.drain({ deadlineMs: DRAIN_DEADLINE_MS });
}
