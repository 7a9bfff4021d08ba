/**
 * @rooted/omnisend: a typed, fetch-based client for Omnisend's v3 contacts and v5 events APIs.
 * Server-side only (the key is a secret); runs on Node 20+, serverless and edge runtimes.
 * The fake Omnisend server for tests lives at `@rooted/omnisend/fake`.
 */
export { createOmnisendClient, INTEGRATION_NAME, DEFAULT_TIMEOUT_MS, DEFAULT_DEADLINE_MS } from './client';
export type {
  OmnisendClient,
  OmnisendClientOptions,
  OmnisendCallOptions,
  TriggerAutomationOptions,
  ConnectionTestResult,
  OmnisendResult,
} from './client';
export type { OmnisendLogger, OmnisendRequestEvent, OmnisendResponseEvent } from './transport';
export type { RetryOptions } from './retry-policy';
export type { RateLimitOptions, RequestBudgetStore } from './rate-limiter';
export type { Sleep } from './signals';

export {
  buildContactFormContact,
  buildNewsletterContact,
  buildJoinUsContact,
  buildExitIntentContact,
  splitName,
  LEAD_SOURCES,
  LEAD_TAGS,
  WELCOME_AUTOMATION,
} from './lead-builders';
export type {
  ContactFormInput,
  NewsletterInput,
  JoinUsInput,
  ExitIntentInput,
  LeadBuildOptions,
  SplitName,
} from './lead-builders';

export type { ContactRecord, ConsentDetails, CustomFieldValue, CustomPropertyValue } from './contact-record';
export { MAX_TAGS, MAX_CUSTOM_PROPERTIES, sanitizePropertyKey } from './contact-record';
export { DEFAULT_BASE_URL, NON_CONSENT_STATUS_DATE } from './adapter/v3';
export { EMAIL_PATTERN, isValidEmail, normalizeEmail, maskEmail } from './email';
export { EMAIL_PLACEHOLDER, scrubEmails } from './scrub';

export {
  OmnisendError,
  OmnisendValidationError,
  OmnisendInvalidEmailError,
  OmnisendAuthError,
  OmnisendNotFoundError,
  OmnisendConflictError,
  OmnisendVersionRetiredError,
  OmnisendRateLimitError,
  OmnisendServerError,
  OmnisendNetworkError,
  OmnisendTimeoutError,
  NETWORK_ERROR_MESSAGE,
  INVALID_EMAIL_MESSAGE,
} from './errors';
export type { OmnisendErrorDetails, OmnisendFieldErrors, OmnisendProblemError } from './errors';
