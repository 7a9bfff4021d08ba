/**
 * `@rooted/server-kit`: the Hono middleware every route of a Rooted server shares, one folder per
 * concern. Web-standard only (Request, streams, Web Crypto), so it runs on Node, serverless and
 * edge runtimes alike.
 */
export { bodyLimit, declaredLength } from './body-limit/body-limit.js';
export type { BodyLimitOptions } from './body-limit/body-limit.js';
export { BodyTimeoutError, BodyTooLargeError } from './body-limit/errors.js';
export { limitStream } from './body-limit/limited-stream.js';
export type { StreamLimits } from './body-limit/limited-stream.js';
export { DEFAULT_BODY_TIMEOUT_MS, readLimitedBytes, readLimitedText } from './body-limit/read-limited.js';
export type { LimitedBody, LimitedBytes } from './body-limit/read-limited.js';
export { checkOrigin, normalizeOrigin } from './origin/check-origin.js';
export type { OriginPolicy, OriginVerdict } from './origin/check-origin.js';
export { originPolicy } from './origin/origin-policy.js';
export type { OriginPolicyOptions } from './origin/origin-policy.js';
export { isLoopbackAddress, resolveClientIp } from './client-address/resolve-client-ip.js';
export type { TrustProxy } from './client-address/resolve-client-ip.js';
export { ipRateLimitKey } from './client-address/ip-key.js';
export {
  DEFAULT_REQUEST_POLICY,
  originAllowed,
  requestPolicy,
  requestPolicyOf,
} from './request-policy/request-policy.js';
export type { RequestPolicy, RequestPolicyEnv, RequestPolicyVariables } from './request-policy/request-policy.js';
export { clientAddress, clientAddressOf, socketAddress } from './client-address/client-address.js';
export type { ClientAddressVariables, ConnectionInfo } from './client-address/client-address.js';
export { createMemoryRateLimitStore, createRateLimiter } from './rate-limit/rate-limiter.js';
export type {
  RateLimiter,
  RateLimitOptions,
  RateLimitResult,
  RateLimitRule,
  RateLimitStore,
} from './rate-limit/rate-limiter.js';
export { rateLimit, retryAfterSeconds } from './rate-limit/rate-limit.js';
export type { RateLimitMiddlewareOptions } from './rate-limit/rate-limit.js';
export { bearerToken, tokenMatches } from './bearer-auth/token.js';
export { bearerAuth, BEARER_FAILURE_LIMIT } from './bearer-auth/bearer-auth.js';
export type { BearerAuthOptions } from './bearer-auth/bearer-auth.js';
export { fieldErrors } from './body-schema/field-errors.js';
export type { FieldErrors } from './body-schema/field-errors.js';
export { parseFormBody, parseJsonBody, parseJsonText } from './body-schema/parse-body.js';
export { describePath, illFormedPath } from './body-schema/well-formed.js';
export type { BodyPath } from './body-schema/well-formed.js';
export type { ParsedBody } from './body-schema/parse-body.js';
export { validBody } from './body-schema/body-schema.js';
export type { BodyFormat, ValidBodyOptions } from './body-schema/body-schema.js';
export { securityHeaders } from './security-headers/security-headers.js';
export { acceptsEncoding, MAX_NEGOTIATION_HEADER_LENGTH, noneMatchHits } from './http-tokens/http-tokens.js';
export { decodeEncodedText } from './encoded-text/decode-encoded.js';
export { errorHandler, isAbortError, oneLine } from './error-handler/error-handler.js';
export type { ErrorHandlerOptions, ErrorLogger } from './error-handler/error-handler.js';
