import { isSet } from './validators';
import type { Finding, Origin, ResolvedVariableSpec } from './types';

type Draft = Omit<Finding, 'severity'>;

/** Keys the flag warnings look at; the rules stay silent when a custom spec leaves them out. */
export const ANALYTICS_FLAG = 'VITE_ENABLE_ANALYTICS';
export const ERROR_TRACKING_FLAG = 'VITE_ENABLE_ERROR_TRACKING';
export const SITE_URL = 'VITE_SITE_URL';

const SENSITIVE_WORDS = ['SECRET', 'PASSWORD', 'PRIVATE', 'TOKEN'];
const GENERIC_PLACEHOLDER = /change-?me|xxx|^your_/i;
const LOCAL_HOSTS = new Set(['127.0.0.1', '0.0.0.0']);

interface RuleInput {
  mode: string;
  specs: readonly ResolvedVariableSpec[];
  source: Readonly<Record<string, string | undefined>>;
  origins: Record<string, Origin>;
}

const at = (origins: Record<string, Origin>, key: string) => (origins[key] ? { origin: origins[key] } : {});

/** RDY001: development mode blocks a launch whatever the score. */
export function modeFindings({ mode }: RuleInput): Draft[] {
  if (mode !== 'development') return [];
  return [
    {
      ruleId: 'RDY001',
      category: 'build',
      message: "Still in development mode (mode is 'development')",
      action: 'Build and check with --mode production.',
    },
  ];
}

/** RDY020/RDY021: the tracking flags are unset or `false`. An invalid flag is RDY011's job alone. */
export function flagFindings({ specs, source, origins }: RuleInput): Draft[] {
  const out: Draft[] = [];
  const flags = [
    { key: ANALYTICS_FLAG, ruleId: 'RDY020', title: 'Analytics tracking not enabled' },
    { key: ERROR_TRACKING_FLAG, ruleId: 'RDY021', title: 'Error tracking not enabled' },
  ];
  for (const flag of flags) {
    const spec = specs.find((s) => s.key === flag.key);
    if (!spec) continue;
    const value = source[flag.key];
    if (isSet(value) && value !== 'false') continue;
    out.push({
      ruleId: flag.ruleId,
      key: flag.key,
      category: spec.category,
      message: `${flag.title}: ${flag.key} is ${isSet(value) ? 'false' : 'not set'}`,
      action: `Set ${flag.key}=true when you are ready to turn it on.`,
      ...at(origins, flag.key),
    });
  }
  return out;
}

/** RDY022: one warning per unset optional variable, flags included. */
export function optionalFindings({ specs, source, origins }: RuleInput): Draft[] {
  return specs
    .filter((spec) => !spec.required && !spec.critical && !isSet(source[spec.key]))
    .map((spec) => ({
      ruleId: 'RDY022',
      key: spec.key,
      category: spec.category,
      message: `Optional variable ${spec.key} is not set`,
      action: spec.action ?? `Set ${spec.key}, or accept the default behaviour.`,
      ...(spec.docs ? { docs: spec.docs } : {}),
      ...at(origins, spec.key),
    }));
}

/** RDY030: a secret under the public `VITE_` prefix would be bundled into the browser. */
export function publicSecretFindings({ specs, source, origins }: RuleInput): Draft[] {
  const secretNames = new Set(specs.filter((s) => s.exposure === 'secret').map((s) => `VITE_${s.key}`));
  return Object.keys(source)
    .filter((name) => name.startsWith('VITE_') && isSet(source[name]))
    .filter((name) => secretNames.has(name) || SENSITIVE_WORDS.some((word) => name.includes(word)))
    .map((name) => ({
      ruleId: 'RDY030',
      key: name,
      category: 'security',
      message: `${name} is set with the public VITE_ prefix; Vite bundles every VITE_* value into the browser`,
      action: `Remove ${name} and keep the value server-side only.`,
      docs: 'https://vite.dev/guide/env-and-mode',
      ...at(origins, name),
    }));
}

/** RDY031 (opt-in): values that look like generic placeholders; exact placeholders are RDY012's. */
export function genericPlaceholderFindings({ specs, source, origins }: RuleInput): Draft[] {
  return specs
    .filter((spec) => {
      const value = source[spec.key];
      return isSet(value) && value !== spec.placeholder && GENERIC_PLACEHOLDER.test(value);
    })
    .map((spec) => ({
      ruleId: 'RDY031',
      key: spec.key,
      category: spec.category,
      message: `${spec.key} looks like a generic placeholder`,
      action: 'Replace the placeholder-looking value with the real one.',
      ...at(origins, spec.key),
    }));
}

/** RDY032 (opt-in): the site URL points at a loopback or wildcard address. */
export function localSiteUrlFindings({ specs, source, origins }: RuleInput): Draft[] {
  const spec = specs.find((s) => s.key === SITE_URL);
  const value = source[SITE_URL];
  if (!spec || !isSet(value) || !URL.canParse(value)) return [];
  const host = new URL(value).hostname;
  if (!LOCAL_HOSTS.has(host)) return [];
  return [
    {
      ruleId: 'RDY032',
      key: SITE_URL,
      category: spec.category,
      message: `${SITE_URL} points at the local address ${host}`,
      action: 'Set the public production origin.',
      ...at(origins, SITE_URL),
    },
  ];
}

/** Every rule beyond the per-variable checks, in catalogue order. */
export const EXTRA_RULES = [
  modeFindings,
  flagFindings,
  optionalFindings,
  publicSecretFindings,
  genericPlaceholderFindings,
  localSiteUrlFindings,
];
