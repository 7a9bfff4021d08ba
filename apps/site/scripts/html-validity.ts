/**
 * Two HTML validators over prerendered pages: the Nu HTML Checker (vnu, the W3C validator, run on
 * Java from the vnu-jar package) for conformance, and html-validate for the accessibility and
 * structure rules vnu does not have (ARIA misuse, duplicate landmark names). `check-html.ts` runs
 * both over every page of the build; the tests run them over small pages with known faults.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { HtmlValidate, type ConfigData } from 'html-validate';

/** One problem a validator found in one file. */
export interface HtmlFinding {
  tool: 'vnu' | 'html-validate';
  file: string;
  line: number;
  message: string;
}

const run = promisify(execFile);
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/**
 * vnu's CSS checker lags behind CSS that browsers support and Tailwind writes into every page:
 * the `@property` at-rule, the `margin-trim` property, and custom properties named in
 * `transition-property`. It reports each as an error; these messages are not faults of ours.
 */
const CSS_CHECKER_GAPS = [
  /@property/,
  /“margin-trim”: Property “margin-trim” doesn't exist/,
  /“transition-property”: “--[\w-]+” is not a “transition-property” value/,
];
export const isKnownCssCheckerGap = (message: string): boolean =>
  message.startsWith('CSS: ') && CSS_CHECKER_GAPS.some((gap) => gap.test(message));

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** vnu's errors (warnings and info left out) in the given files, in one Java run. */
export async function vnuFindings(files: readonly string[]): Promise<HtmlFinding[]> {
  if (files.length === 0) return [];
  const java = process.env.JAVA || 'java';
  const { stdout } = await run(java, ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages
    .filter((m) => (m.type === 'error' || m.subType === 'fatal') && !isKnownCssCheckerGap(m.message))
    .map((m) => ({ tool: 'vnu', file: fileOf(m.url), line: m.lastLine ?? 0, message: m.message }));
}

const fileOf = (url: string | undefined) => (url ? decodeURIComponent(url.replace(/^file:/, '')) : '?');

/**
 * html-validate's recommended rules, less the ones that judge style rather than validity or
 * access: React writes `style` attributes and boolean attributes its own way, and Tailwind's
 * class names are not ours to spell. Everything about ARIA, landmarks, ids and content models stays.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    // HTML attribute names are case-insensitive (the parser lowercases them); React's server
    // renderer keeps the camelCase of a few (autoComplete, srcSet), which vnu rightly accepts.
    'attr-case': 'off',
    // ARIA lets an author name a list (the footer's "Legal" links); the rule only advises against
    // it. Names on elements that may not carry one (a `pre`, a `div` without a role) stay errors.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-trailing-whitespace': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    'no-redundant-role': 'off',
    'prefer-native-element': 'off',
    'tel-non-breaking': 'off',
    'long-title': 'off',
    'no-raw-characters': 'off',
  },
};

/** html-validate's errors in the given files. */
export async function htmlValidateFindings(files: readonly string[]): Promise<HtmlFinding[]> {
  const validator = new HtmlValidate(htmlValidateConfig);
  const findings: HtmlFinding[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages) {
        findings.push({ tool: 'html-validate', file, line: m.line, message: `${m.message} (${m.ruleId})` });
      }
    }
  }
  return findings;
}
