import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The core must run in the browser: no node:*, process, console, clock or ANSI codes. */
const root = import.meta.dirname;
const coreFiles = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('node') && f !== 'test-helpers.ts',
);

describe('isomorphic core', () => {
  it('has core files to check', () => {
    expect(coreFiles).toContain('evaluate.ts');
    expect(coreFiles).toContain(join('format', 'text.ts'));
  });

  it.each(coreFiles)('%s uses no Node or impure globals', (file) => {
    const code = readFileSync(join(root, file), 'utf8').replace(/['"`]process\.env['"`]/g, '');
    expect(code).not.toMatch(/from ['"]node:|\bprocess\.|\bconsole\.|\bDate\b|\\x1b|\bfetch\(|from ['"]dotenv/);
  });
});
