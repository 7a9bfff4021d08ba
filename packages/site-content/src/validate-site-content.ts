import { toValidationIssues } from './core/zod-issues';
import type { ValidationIssue } from './core/validation-error';
import { withoutSchemaKey } from './schema/json-schema';
import { siteContentSchema, type SiteContent } from './schema/site-content-schema';

/** Result of {@link validateSiteContent}: the parsed content, or every problem with its path. */
export type SiteContentValidation = { ok: true; content: SiteContent } | { ok: false; issues: ValidationIssue[] };

/**
 * Validates a whole content document (a data file's parsed JSON or an editor's draft; a top-level
 * `$schema` is ignored). Each issue names the field's path (`ventures[2].website`) and the schema's
 * own message, so an editor can show it beside the field and a build can print it.
 */
export function validateSiteContent(data: unknown): SiteContentValidation {
  const result = siteContentSchema.safeParse(withoutSchemaKey(data));
  return result.success ? { ok: true, content: result.data } : { ok: false, issues: toValidationIssues(result.error) };
}
