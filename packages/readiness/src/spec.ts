import {
  analyticsWithConsent,
  fact,
  flagEnabled,
  productionMode,
  providerConnection,
  scoreMet,
  variableValid,
} from './checks';
import { defineReadiness } from './define';
import { booleanFlag, gaMeasurementId, httpsUrl, isSet, longerThan } from './validators';
import type { CheckContext, ChecklistItemSpec, ItemStatus, ReadinessConfig, VariableSpec } from './types';

export { defineReadiness } from './define';

/** Phase names by number. */
export const PHASE_NAMES = {
  1: 'Configuration',
  2: 'Content & legal',
  3: 'Tracking & monitoring',
  4: 'Launch',
} as const;

/** The 7 fixed environment variables, in display order. Their names are a public contract. */
export const DEFAULT_VARIABLES: readonly VariableSpec[] = [
  {
    key: 'OMNISEND_API_KEY',
    required: true,
    exposure: 'secret',
    category: 'email',
    description: 'Omnisend API key used by the server to deliver leads.',
    placeholder: 'your_omnisend_api_key',
    requirement: 'needs more than 10',
    validator: longerThan(10),
    action: 'Set the production Omnisend API key as a server secret.',
  },
  // Optional: delivering leads needs only the API key, and no @rooted package reads the brand id,
  // so requiring it blocked launches for nothing. It stays listed (its name is a contract) for
  // sites whose own code uses it, and is still checked when set.
  {
    key: 'OMNISEND_BRAND_ID',
    required: false,
    exposure: 'server',
    category: 'email',
    description:
      "Omnisend brand id. No @rooted package reads it (lead delivery needs only the API key); set it only if your own code uses it, e.g. Omnisend's web-tracking snippet.",
    placeholder: 'your_brand_id',
    requirement: 'needs more than 5',
    validator: longerThan(5),
    action: 'Set the Omnisend brand id, or leave it unset if nothing of yours reads it.',
  },
  {
    key: 'VITE_SITE_URL',
    required: true,
    exposure: 'public',
    category: 'site',
    description: 'Public production origin of the site.',
    example: 'https://rootedventures.example',
    validator: httpsUrl,
    action: 'Set the https:// production origin.',
  },
  {
    key: 'VITE_GA_MEASUREMENT_ID',
    required: false,
    exposure: 'public',
    category: 'analytics',
    description: 'Google Analytics 4 measurement id (loaded only after consent).',
    example: 'G-ABCDEFGHI',
    validator: gaMeasurementId,
    action: 'Add the GA measurement id (G-...) behind the consent banner.',
  },
  {
    key: 'VITE_ENABLE_ANALYTICS',
    required: false,
    exposure: 'public',
    category: 'monitoring',
    description: 'Turns analytics tracking on (true) or off (false).',
    example: 'false',
    validator: booleanFlag,
    action: 'Set to true or false.',
  },
  {
    key: 'VITE_ENABLE_ERROR_TRACKING',
    required: false,
    exposure: 'public',
    category: 'monitoring',
    description: 'Turns error tracking on (true) or off (false).',
    example: 'false',
    validator: booleanFlag,
    action: 'Set to true or false.',
  },
  {
    key: 'VITE_ENABLE_PERFORMANCE_MONITORING',
    required: false,
    exposure: 'public',
    category: 'monitoring',
    description: 'Turns performance monitoring on (true) or off (false).',
    example: 'true',
    validator: booleanFlag,
    action: 'Set to true or false.',
  },
];

/** The 13 launch checklist items, in order. Their ids are a public contract. */
export const DEFAULT_CHECKLIST: readonly ChecklistItemSpec[] = [
  {
    id: 'env-provider-key',
    phase: 1,
    category: 'email',
    title: 'Email provider API key configured',
    description: 'OMNISEND_API_KEY is set, not the placeholder, and longer than 10 characters.',
    action: 'Set the production key as a server secret.',
    check: variableValid('OMNISEND_API_KEY'),
  },
  {
    id: 'env-brand-id',
    phase: 1,
    category: 'email',
    title: 'Email provider brand ID valid when set',
    description:
      'OMNISEND_BRAND_ID is optional (no @rooted package reads it); when set, it is not the placeholder and is longer than 5 characters.',
    action: 'Fix the brand id, or unset it if nothing of yours reads it.',
    check: validWhenSet('OMNISEND_BRAND_ID'),
  },
  {
    id: 'env-site-url',
    phase: 1,
    category: 'site',
    title: 'Production site URL uses HTTPS',
    description: 'VITE_SITE_URL starts with https:// and does not contain localhost.',
    action: 'Set the https:// production origin.',
    check: variableValid('VITE_SITE_URL'),
  },
  {
    id: 'production-mode',
    phase: 1,
    category: 'build',
    title: 'Production build mode',
    description: 'The build mode is production.',
    action: 'Build with --mode production.',
    check: productionMode(),
  },
  {
    id: 'contact-details',
    phase: 2,
    category: 'content',
    title: 'Real contact details replace placeholders',
    description: 'Company email, phone and address differ from the default content.',
    action:
      'Replace the placeholder email, phone and address in your content. The CLI cannot read your content, so then record that you checked: a sign-off in the readiness config, e.g. in package.json "readiness": { "signoffs": { "contact-details": { "by": "Ada Lovelace", "date": "2026-11-01" } } } (a site that computes the fact itself passes it to evaluate as facts).',
    check: fact('contact-details'),
  },
  {
    id: 'legal-pages',
    phase: 2,
    category: 'legal',
    title: 'Privacy policy and terms published',
    description: '/privacy and /terms exist and the footer links point at them.',
    action:
      'Build pages at /privacy and /terms and link both from the home page, at exactly those paths (the check reads the built site; a link to any other path, even one that redirects, does not count).',
    check: fact('legal-pages'),
  },
  {
    id: 'venture-links',
    phase: 2,
    category: 'content',
    title: 'Venture websites linked',
    description: 'Every live venture has an https:// website.',
    action:
      'Give every live venture its https:// website in your content. The CLI cannot read your content, so then record that you checked: a sign-off in the readiness config, e.g. "signoffs": { "venture-links": { "by": "Ada Lovelace", "date": "2026-11-01" } } (a site that computes the fact itself passes it to evaluate as facts).',
    check: fact('venture-links'),
  },
  {
    id: 'analytics',
    phase: 3,
    category: 'analytics',
    title: 'Analytics configured with consent',
    description: 'VITE_GA_MEASUREMENT_ID is valid, VITE_ENABLE_ANALYTICS=true, and the consent banner is signed off.',
    action: 'Add the GA id behind the consent banner.',
    check: analyticsWithConsent('VITE_GA_MEASUREMENT_ID', 'VITE_ENABLE_ANALYTICS', 'analytics'),
  },
  {
    id: 'error-tracking',
    phase: 3,
    category: 'monitoring',
    title: 'Error tracking enabled',
    description: 'VITE_ENABLE_ERROR_TRACKING is true.',
    action: 'Set the flag to true.',
    check: flagEnabled('VITE_ENABLE_ERROR_TRACKING'),
  },
  {
    id: 'performance-monitoring',
    phase: 3,
    category: 'monitoring',
    title: 'Performance monitoring enabled',
    description: 'VITE_ENABLE_PERFORMANCE_MONITORING is true.',
    action: 'Set the flag to true.',
    check: flagEnabled('VITE_ENABLE_PERFORMANCE_MONITORING'),
  },
  {
    id: 'provider-connection',
    phase: 4,
    category: 'email',
    title: 'Email provider connection verified',
    description: 'A probe of the Omnisend API with the configured key answered 200.',
    action: 'Run with --probe.',
    check: providerConnection('OMNISEND_API_KEY'),
  },
  {
    id: 'seo-assets',
    phase: 4,
    category: 'seo',
    title: 'Sitemap, robots.txt and metadata in place',
    description:
      "sitemap.xml and robots.txt exist, no 'Disallow: /' for *, no noindex except on the not-found page, every page has a title and description.",
    action: 'Add sitemap.xml and robots.txt, and remove noindex.',
    check: fact('seo-assets'),
  },
  {
    id: 'readiness-score',
    phase: 4,
    category: 'readiness',
    title: 'Environment score at least 90',
    description: 'The share of required variables present and valid meets the minimum score.',
    action: 'Fix the issues listed above.',
    check: scoreMet(),
  },
];

/** Complete when the variable is unset or valid: for an optional variable nothing needs. */
function validWhenSet(key: string): (ctx: CheckContext) => ItemStatus {
  return (ctx) => (!isSet(ctx.source[key]) || ctx.variables.get(key)?.status === 'valid' ? 'complete' : 'incomplete');
}

/** The default configuration: the 7 variables, the 13 items, minScore 90, no opt-in rules. */
export const defaultConfig: ReadinessConfig = defineReadiness({
  variables: [...DEFAULT_VARIABLES],
  checklist: [...DEFAULT_CHECKLIST],
});
