import type { Severity } from './types';

/** One entry of the rule catalogue. Ids are permanent: never renumbered or reused. */
export interface RuleDefinition {
  id: string;
  title: string;
  /** When the rule fires. */
  description: string;
  severity: Severity;
  /** Off unless enabled in config (`rules: {RDY031: 'warning'}`). */
  enabledByDefault: boolean;
  action: string;
  docs?: string;
}

const VITE_ENV_DOCS = 'https://vite.dev/guide/env-and-mode';

/** The rule catalogue, sorted by id. */
export const RULES: readonly RuleDefinition[] = [
  {
    id: 'RDY001',
    title: 'Still in development mode',
    description: "Fires when the mode is 'development'.",
    severity: 'error',
    enabledByDefault: true,
    action: 'Build and check with --mode production.',
    docs: VITE_ENV_DOCS,
  },
  {
    id: 'RDY010',
    title: 'Missing critical variable',
    description: 'Fires once per critical variable that is not set (empty or whitespace-only counts as not set).',
    severity: 'error',
    enabledByDefault: true,
    action: 'Set the variable in the deployment environment.',
  },
  {
    id: 'RDY011',
    title: 'Invalid variable',
    description: 'Fires once per set variable, required or optional, that fails its validator.',
    severity: 'error',
    enabledByDefault: true,
    action: 'Correct the value so it passes the check.',
  },
  {
    id: 'RDY012',
    title: 'Invalid variable: placeholder',
    description: 'Fires once per variable whose value equals its placeholder, in place of RDY011.',
    severity: 'error',
    enabledByDefault: true,
    action: 'Replace the placeholder with the real value.',
  },
  {
    id: 'RDY020',
    title: 'Analytics tracking not enabled',
    description: 'Fires when VITE_ENABLE_ANALYTICS is unset or false.',
    severity: 'warning',
    enabledByDefault: true,
    action: 'Set VITE_ENABLE_ANALYTICS=true once the consent banner is live.',
  },
  {
    id: 'RDY021',
    title: 'Error tracking not enabled',
    description: 'Fires when VITE_ENABLE_ERROR_TRACKING is unset or false.',
    severity: 'warning',
    enabledByDefault: true,
    action: 'Set VITE_ENABLE_ERROR_TRACKING=true.',
  },
  {
    id: 'RDY022',
    title: 'Optional variable not set',
    description: 'Fires once per optional variable that is not set, flags included.',
    severity: 'warning',
    enabledByDefault: true,
    action: 'Set the variable, or accept the default behaviour.',
  },
  {
    id: 'RDY030',
    title: 'Secret with public prefix',
    description:
      'Fires when VITE_ plus the name of a secret key is set, or a set VITE_* name contains SECRET, PASSWORD, PRIVATE or TOKEN. Vite bundles every VITE_* value into the browser.',
    severity: 'error',
    enabledByDefault: true,
    action: 'Remove the VITE_ variable and keep the value server-side only.',
    docs: VITE_ENV_DOCS,
  },
  {
    id: 'RDY031',
    title: 'Generic placeholder value',
    description: 'Opt-in. Fires when a set value looks like a generic placeholder (change-me, xxx, your_...).',
    severity: 'warning',
    enabledByDefault: false,
    action: 'Replace the placeholder-looking value with the real one.',
  },
  {
    id: 'RDY032',
    title: 'Site URL points at a local address',
    description: 'Opt-in. Fires when the VITE_SITE_URL host is 127.0.0.1 or 0.0.0.0.',
    severity: 'warning',
    enabledByDefault: false,
    action: 'Set the public production origin.',
  },
];

/** Looks up a rule by id (case-insensitive). */
export function findRule(id: string): RuleDefinition | undefined {
  const upper = id.toUpperCase();
  return RULES.find((rule) => rule.id === upper);
}
