// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlValidateFindings, isKnownCssCheckerGap, vnuFindings } from './html-validity';

const page = (body: string, style = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A page</title>${style ? `<style>${style}</style>` : ''}</head>
<body><main>${body}</main></body></html>
`;

let dir = '';
const files: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'html-validity-'));
  const pages = {
    valid: page(
      '<h1>Hello</h1><dl><div><dt>Members</dt><dd>150</dd></div></dl>',
      '@property --x { syntax: "*"; inherits: false; }',
    ),
    // The faults the site once had: a span inside a dl group, aria-label on a pre and on a list.
    spanInDl: page('<h1>Hello</h1><dl><div><span></span><dt>Members</dt><dd>150</dd></div></dl>'),
    labelledPre: page('<h1>Hello</h1><pre aria-label="Example">x</pre>'),
    labelledList: page('<h1>Hello</h1><ul aria-label="Legal"><li>One</li></ul>'),
    labelledDiv: page('<h1>Hello</h1><div aria-label="Legal">One</div>'),
  };
  for (const [name, html] of Object.entries(pages)) {
    files[name] = join(dir, `${name}.html`);
    await writeFile(files[name], html);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the Nu HTML Checker', () => {
  it('passes a valid page, @property in its CSS included, and reports each invalid one by file', async () => {
    const findings = await vnuFindings([files.valid!, files.spanInDl!, files.labelledPre!]);
    expect(findings.filter((f) => f.file === files.valid)).toEqual([]);
    expect(findings.some((f) => f.file === files.spanInDl && f.message.includes('“span”'))).toBe(true);
    expect(findings.some((f) => f.file === files.labelledPre && f.message.includes('aria-label'))).toBe(true);
  }, 120_000);

  it('sets aside only the CSS checker gaps, not CSS errors in general', () => {
    expect(isKnownCssCheckerGap('CSS: Unrecognized at-rule “@property”')).toBe(true);
    expect(
      isKnownCssCheckerGap('CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.'),
    ).toBe(true);
    expect(isKnownCssCheckerGap('CSS: “color”: “nope” is not a “color” value.')).toBe(false);
    expect(isKnownCssCheckerGap('Element “span” not allowed as child of element “dl” in this context. @property')).toBe(
      false,
    );
  });
});

describe('html-validate', () => {
  it('passes a valid page and a named list, and flags a name on an element that cannot have one', async () => {
    expect(await htmlValidateFindings([files.valid!, files.labelledList!])).toEqual([]);
    const findings = await htmlValidateFindings([files.labelledDiv!]);
    expect(findings.map((f) => f.message).join('\n')).toContain('aria-label-misuse');
  }, 60_000);
});
