/**
 * `@rooted/lead-capture/client`: the browser half of the lead API, framework-free and small
 * (no zod, no Node imports). It fetches form tokens, solves their proof of work, waits out the
 * minimum fill time, sends each lead with an `Idempotency-Key`, retries what is safe to retry
 * and hands a `400`'s field messages back to the form.
 */
export { createLeadClient, submitLead } from './lead-client.js';
export type { LeadClient, LeadClientOptions, LeadSubmitResult } from './lead-client.js';
export { LEADS_ENDPOINT, LeadApiError, postLead } from './post-lead.js';
export type { PostLeadOptions } from './post-lead.js';
export { FORM_TOKEN_ENDPOINT, createFormGuard } from './form-guard.js';
export type { FormGuard, FormGuardOptions, GuardFields } from './form-guard.js';
export { createIdempotencyKeys } from './idempotency-keys.js';
export type { IdempotencyKeys } from './idempotency-keys.js';
