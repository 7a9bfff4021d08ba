#!/usr/bin/env node
/**
 * Fails when a file cites a document that is not in this repository: a section number of a
 * product brief ("§ 4"), a numbered decision of an outside list ("D3"), "the spec", or a path
 * to a shared briefing folder. Readers of this repository (and of the published READMEs) never
 * see those documents, so every rule is stated where it is used, or in docs/decisions/. A
 * published package's README also links only to public URLs.
 *
 *   node scripts/check-citations.mjs         lists every citation and exits 1 if there is any
 *
 * Runs as the root task `lint:repo`, which every package's `lint` depends on (turbo.json).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders another change is still cleaning up; they are skipped until it lands.
 * Remove an entry once its folder passes (`node scripts/check-citations.mjs` lists what is left).
 */
export const NOT_YET_CLEAN = [];

/** Files that must hold the patterns themselves. */
const ALWAYS_SKIPPED = ['scripts/check-citations.mjs', 'scripts/check-citations.test.mjs', 'pnpm-lock.yaml'];

/** What counts as a citation of an outside document, and how to say it instead. */
export const CITATION_RULES = [
  { pattern: /§\s*\d/, why: 'a section number of a document outside the repository' },
  { pattern: /\bD(?:[1-9]|1[01])\b/, why: 'a decision number of a list outside the repository' },
  { pattern: /\b(?:the spec|spec's)\b/i, why: '"the spec" is not in the repository' },
  {
    pattern: /\bux-pattern[s]\b|\bomnisend-api\.md\b|\bventure-site-spec\b/i,
    why: 'a briefing document outside the repository',
  },
  { pattern: /\bshared\/(?:spec|reference|design)\b/, why: 'a path outside the repository' },
  { pattern: /\bprevious session\b/i, why: 'history of how the work was done, not of the project' },
];

/** The citations in one text, as `{ line, text, why }`, line numbers from 1. */
export function findCitations(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of CITATION_RULES) {
      if (pattern.test(line)) found.push({ line: index + 1, text: line.trim(), why });
    }
  });
  return found;
}

/**
 * Links in a published package's README that only work inside this repository: npm shows the
 * README without the repository around it. Public URLs, in-page anchors and the package's own
 * CHANGELOG.md (it ships in the tarball) are fine.
 */
export function findRepositoryLinks(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:https:\/\/|#|\.\/CHANGELOG\.md$)/.test(target)) continue;
      found.push({
        line: index + 1,
        text: line.trim(),
        why: `a link that only works inside the repository (${target})`,
      });
    }
  });
  return found;
}

const PUBLISHED_README = /^packages\/[^/]+\/README\.md$/;

/** Whether a repository-relative path is checked. */
export function isChecked(path, notYetClean = NOT_YET_CLEAN) {
  if (ALWAYS_SKIPPED.includes(path)) return false;
  return !notYetClean.some((prefix) => path.startsWith(prefix));
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // Tracked files plus new ones git does not ignore: what the next commit could hold.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => path && isChecked(path));
  let count = 0;
  for (const path of [...new Set(files)]) {
    let buffer;
    try {
      buffer = readFileSync(join(root, path));
    } catch {
      continue; // deleted in the working tree
    }
    if (buffer.subarray(0, 8000).includes(0)) continue; // binary
    const text = buffer.toString('utf8');
    const hits = [...findCitations(text), ...(PUBLISHED_README.test(path) ? findRepositoryLinks(text) : [])];
    for (const hit of hits) {
      count += 1;
      console.log(`${path}:${hit.line}: ${hit.why}\n    ${hit.text.slice(0, 160)}`);
    }
  }
  if (count > 0) {
    console.error(
      `✗ ${count} citation(s) of documents outside the repository; state the rule in place or link docs/decisions/.`,
    );
    process.exit(1);
  }
  console.log(
    `✓ no citations of outside documents (${NOT_YET_CLEAN.length} folder(s) not yet checked: ${NOT_YET_CLEAN.join(', ')})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
