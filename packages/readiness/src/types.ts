/** Where a variable's value may travel: `public` ships in the browser bundle (Vite `VITE_` prefix). */
export type Exposure = 'public' | 'server' | 'secret';

/** A validator answers `true` or a human-readable reason. Reasons are shown only for `public` keys. */
export type Validator = (value: string) => true | string;

/** One environment variable the site needs. */
export interface VariableSpec {
  key: string;
  required: boolean;
  description: string;
  category: string;
  validator: Validator;
  /** Missing-variable issues (RDY010) fire for critical keys. Defaults to `required`. */
  critical?: boolean;
  /** Defaults to `server`. Must agree with the `VITE_` prefix. */
  exposure?: Exposure;
  /** The template value; equality with it is RDY012. */
  placeholder?: string;
  /** A valid-shaped example, for docs and `explain`. Never a real value. */
  example?: string;
  /** What a fix looks like, shown under findings. */
  action?: string;
  /** A link explaining the variable. */
  docs?: string;
  /**
   * The requirement in words, without the value (e.g. `needs more than 10 characters`).
   * Used instead of the validator's text for `server`/`secret` keys so values never leak.
   */
  requirement?: string;
}

/** A variable spec with every default filled in. */
export interface ResolvedVariableSpec extends VariableSpec {
  critical: boolean;
  exposure: Exposure;
}

/** Status of one checklist item. */
export type ItemStatus = 'complete' | 'incomplete' | 'warning';

/** Checklist phases: 1 Configuration, 2 Content & legal, 3 Tracking & monitoring, 4 Launch. */
export type Phase = 1 | 2 | 3 | 4;

/** The fixed checklist ids, in order. */
export type ChecklistId =
  | 'env-provider-key'
  | 'env-brand-id'
  | 'env-site-url'
  | 'production-mode'
  | 'contact-details'
  | 'legal-pages'
  | 'venture-links'
  | 'analytics'
  | 'error-tracking'
  | 'performance-monitoring'
  | 'provider-connection'
  | 'seo-assets'
  | 'readiness-score';

/** Result of the optional provider connection probe. */
export interface ProbeResult {
  ok: boolean;
  status?: number;
}

/** Where a value came from: a file and line (paths relative to the project root) or the process environment. */
export type Origin = { file: string; line: number } | 'process.env';

/** Everything a checklist check may look at. Built by `evaluate()`; no I/O. */
export interface CheckContext {
  mode: string;
  variables: ReadonlyMap<string, VariableResult>;
  source: Readonly<Record<string, string | undefined>>;
  facts: Partial<Record<string, ItemStatus>>;
  probe?: ProbeResult;
  scoreMet: boolean;
}

/** One checklist item definition. `check` computes the status from the context. */
export interface ChecklistItemSpec {
  id: string;
  title: string;
  description: string;
  phase: Phase;
  category: string;
  action: string;
  check: (ctx: CheckContext) => ItemStatus;
}

/** A checklist item as reported. */
export interface ChecklistItem {
  id: string;
  title: string;
  description: string;
  status: ItemStatus;
  phase: Phase;
  category: string;
  action: string;
}

/** Severity of a finding. */
export type Severity = 'error' | 'warning';

/** Per-rule override in config: change the severity or turn a rule off/on. */
export type RuleSetting = Severity | 'off';

/** A human sign-off that satisfies a fact-based checklist item. */
export interface Signoff {
  by: string;
  date: string;
}

/** Input to `defineReadiness`. */
export interface ReadinessInput {
  variables: VariableSpec[];
  checklist: ChecklistItemSpec[];
  /** Defaults to 90. */
  minScore?: number;
  rules?: Partial<Record<string, RuleSetting>>;
  signoffs?: Partial<Record<string, Signoff>>;
}

/** A validated readiness configuration. */
export interface ReadinessConfig {
  variables: readonly ResolvedVariableSpec[];
  checklist: readonly ChecklistItemSpec[];
  minScore: number;
  rules: Partial<Record<string, RuleSetting>>;
  signoffs: Partial<Record<string, Signoff>>;
}

/** One problem found. Issues have severity `error`, warnings `warning`. */
export interface Finding {
  ruleId: string;
  severity: Severity;
  key?: string;
  category: string;
  message: string;
  action: string;
  docs?: string;
  origin?: Origin;
}

/** Per-variable outcome. `value` is present only for `public` variables. */
export interface VariableResult {
  key: string;
  required: boolean;
  critical: boolean;
  exposure: Exposure;
  category: string;
  status: 'valid' | 'missing' | 'invalid';
  ruleId?: string;
  length?: number;
  value?: string;
  origin?: Origin;
}

/** The versioned report: `schemaVersion` changes only with a breaking change to its shape. */
export interface ReadinessReport {
  schemaVersion: 1;
  tool: { name: 'launch-ready'; version: string };
  generatedAt: string;
  mode: string;
  minScore: number;
  score: number;
  scoreDisplay: number;
  ready: boolean;
  counts: { required: number; requiredValid: number; issues: number; warnings: number };
  issues: Finding[];
  warnings: Finding[];
  variables: VariableResult[];
  checklist: ChecklistItem[];
  exitCode?: 0 | 1 | 2 | 3;
  decidedBy?: 'issues' | 'score' | 'warnings' | null;
  sources?: { file: string; loaded: boolean }[];
}

/** Context passed to `evaluate()`: everything impure is computed by the caller. */
export interface EvaluateContext {
  mode: string;
  /** ISO timestamp for `generatedAt`; the core never reads the clock. */
  now: string;
  facts?: Partial<Record<string, ItemStatus>>;
  probe?: ProbeResult;
  origins?: Record<string, Origin>;
  /** Tool name/version for the envelope; defaults to this package's version. */
  toolVersion?: string;
}
