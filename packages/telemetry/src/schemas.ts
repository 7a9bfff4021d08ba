import { z } from 'zod';
import {
  ERROR_KINDS,
  MAX_MESSAGE_LENGTH,
  MAX_RELEASE_LENGTH,
  MAX_ROUTE_LENGTH,
  MAX_STACK_LENGTH,
  MAX_VITAL_VALUE,
  VITAL_METRICS,
  type VitalMetric,
} from './limits.js';

/** A path as the site's router sees it: starts with `/`, no query string, fragment or spaces. */
const route = z
  .string()
  .max(MAX_ROUTE_LENGTH)
  .refine(
    (path) => path.startsWith('/') && !/[\s?#\\]/.test(path),
    'route must be a path starting with "/", without query string or fragment',
  );

/**
 * The body of `POST /api/telemetry/errors`. Fields not named here (form values, a user id) are
 * dropped by parsing, never stored.
 */
export const errorBeaconSchema = z.object({
  kind: z.enum(ERROR_KINDS).default('error'),
  message: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
  stack: z.string().max(MAX_STACK_LENGTH).optional(),
  route,
  release: z
    .string()
    .max(MAX_RELEASE_LENGTH)
    .regex(/^[\w.+-]+$/, 'release may hold letters, digits, ".", "_", "+" and "-"')
    .optional(),
});

const metricValue = (metric: VitalMetric) => z.number().finite().min(0).max(MAX_VITAL_VALUE[metric]).optional();

/** The body of `POST /api/telemetry/vitals`: one page view's values, at least one metric. */
export const vitalsBeaconSchema = z.object({
  route,
  metrics: z
    .object(
      Object.fromEntries(VITAL_METRICS.map((metric) => [metric, metricValue(metric)])) as Record<
        VitalMetric,
        ReturnType<typeof metricValue>
      >,
    )
    .refine(
      (metrics) => Object.values(metrics).some((value) => value !== undefined),
      'metrics must hold at least one of LCP, INP, CLS, FCP, TTFB',
    ),
});

/** A parsed error beacon. */
export type ParsedErrorBeacon = z.infer<typeof errorBeaconSchema>;
/** A parsed vitals beacon. */
export type ParsedVitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

/** The first problem of a failed parse, as `field: message`, for a 400 answer. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid body';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
