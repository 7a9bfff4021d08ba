/**
 * `@rooted/lead-capture`: lead schemas, spam checks, the outbox interface, the delivery worker
 * and the HTTP handler. This entry has no Node-only imports, so the handler also runs on
 * serverless and edge platforms; the SQLite outbox lives in `@rooted/lead-capture/sqlite` and
 * the all-in-one Node wiring in `@rooted/lead-capture/node`.
 */
export * from './schemas.js';
export { isConsenting, toLeadData, LEAD_STATES } from './lead.js';
export type { LeadConsent, LeadData, LeadState, QueuedLead } from './lead.js';
export { emptyCounts } from './outbox.js';
export { MAX_LEAD_PAGE, MAX_LEAD_SEARCH_LENGTH, STANDING_STATES } from './lead-list/lead-list.js';
export type { LeadCursor, LeadList, LeadListQuery, LeadPage, LeadStanding, ListedLead } from './lead-list/lead-list.js';
export { contactUpdateJob, isUpdateJob, UPDATE_JOB_PREFIX } from './lead-list/lead-correction.js';
export type { CorrectionOutcome, LeadCorrection } from './lead-list/lead-correction.js';
export type { NewLead, Outbox, OutboxCounts, OutboxRow } from './outbox.js';
export { createMemoryOutbox } from './memory-outbox.js';
export type { MemoryOutbox } from './memory-outbox.js';
export { LeadDeliveryError } from './deliverer.js';
export type { LeadDeliverer, LeadDeliveryErrorOptions } from './deliverer.js';
export { backoffDelay } from './backoff.js';
export type { BackoffOptions } from './backoff.js';
export { createDeliveryWorker } from './delivery-worker.js';
export type { PauseState } from './delivery-pause.js';
export type {
  DeliveryStatus,
  DeliveryWorker,
  DeliveryWorkerOptions,
  DrainOptions,
  DrainResult,
  LeadRetention,
} from './delivery-worker.js';
export { detectSpam } from './spam.js';
export type { SpamReason } from './spam.js';
export { requestBudgetIn, OMNISEND_BUDGET_KEY } from './request-budget.js';
export { createLeadHandler, createLeadRoutes, MAX_LEAD_BODY_BYTES } from './handler.js';
export type { ConnectionInfo, LeadHandler, LeadHandlerOptions, LeadRoutesEnv } from './handler.js';
export { consoleLogger, silentLogger } from './logger.js';
export type { LeadLogger } from './logger.js';
export { createOmnisendDeliverer, leadToContact, classifyOmnisendError } from './omnisend-deliverer.js';
export type { OmnisendDelivererOptions } from './omnisend-deliverer.js';
export { createBotDefence } from './bot-defence/bot-defence.js';
export type { BotDefence, BotDefenceOptions, DefenceRefusal, FormTokenGrant } from './bot-defence/bot-defence.js';
export { FORM_TOKEN_TTL_MS } from './bot-defence/form-token.js';
export type { FormToken, FormTokenProblem } from './bot-defence/form-token.js';
export { DEFAULT_POW_KEY_PREFIX } from './bot-defence/proof-of-work.js';
export type { ProofOfWork } from './bot-defence/proof-of-work.js';
export { signToken, verifyToken } from './bot-defence/signing.js';
export type { SigningKeys, TokenProblem } from './bot-defence/signing.js';
export { createMemoryUsedNonceStore } from './bot-defence/used-nonces.js';
export type { UsedNonceStore } from './bot-defence/used-nonces.js';
export { fillTimeLeft } from './spam.js';
export { CONFIRMATION_FORM_MAX_BYTES, createConfirmationHandler } from './consent/confirmation-handler.js';
export { CONFIRMED_JOB_PREFIX, confirmedJobId } from './consent/confirmed-job.js';
export type { ConfirmationHandler, ConfirmationHandlerOptions } from './consent/confirmation-handler.js';
export { CONFIRMATION_TEXT, confirmationPage, renderConfirmationPage } from './consent/confirmation-page.js';
export type {
  ConfirmationForm,
  ConfirmationLook,
  ConfirmationOutcome,
  ConfirmationPage,
  ConfirmationText,
  ConfirmationWords,
} from './consent/confirmation-page.js';
export {
  CONFIRMATION_TTL_MS,
  CONFIRM_PATH,
  confirmationUrl,
  verifyConfirmationToken,
} from './consent/confirmation-link.js';
export type { LinkProblem } from './consent/confirmation-link.js';
export { createMemoryConsentStore } from './consent/consent-store.js';
export type { ConsentStore, MemoryConsentStore, PendingSignup } from './consent/consent-store.js';
export {
  ERASED_TAG,
  ERASURE_JOB_PREFIX,
  PRIVACY_JOB_PREFIX,
  REQUEST_CONFIRMATION_JOB_PREFIX,
  erasureJob,
  isPrivacyJob,
  normalizeAddress,
  requestConfirmationJob,
  requestOfJob,
} from './erasure/personal-data.js';
export type {
  ErasureCounts,
  ExportedLead,
  ExportedSignup,
  PersonalData,
  PersonalDataStore,
  PrivacyRequestKind,
} from './erasure/personal-data.js';
export { createMemoryPersonalData } from './erasure/memory-personal-data.js';
export {
  PRIVACY_CONFIRM_PATH,
  PRIVACY_REQUEST_EVENT,
  PRIVACY_REQUEST_TTL_MS,
  privacyRequestUrl,
  verifyPrivacyRequestToken,
} from './erasure/request-link.js';
export type { PrivacyRequestDelivery } from './omnisend-deliverer.js';
export { CONFIRMATION_EVENT } from './consent/events.js';
export { UNKNOWN_CONSENT_MESSAGE } from './consent/consent-texts.js';
export type { ConsentTexts } from './consent/consent-texts.js';
export { consentProperties } from './omnisend-deliverer.js';
export type { DoubleOptInDelivery } from './omnisend-deliverer.js';
export { renderFormPage } from './form-post/form-page.js';
export type { FormPage, FormPageLook, FormPageOutcome, FormPageText } from './form-post/form-page.js';
export { FORM_POST_DAILY_LIMIT, FORM_POST_RATE_LIMIT } from './form-post/form-post-routes.js';
export { addressKey, CONFIRMATION_MAILS_PER_ADDRESS, MAILS_PER_ADDRESS, spendMailAllowance } from './mail-allowance.js';
export type { VisitorMail } from './mail-allowance.js';
export type { FormPostOptions } from './form-post/form-post-routes.js';
export { parseFormBody } from './form-post/parse-form-body.js';
export type { ParsedFormBody } from './form-post/parse-form-body.js';
