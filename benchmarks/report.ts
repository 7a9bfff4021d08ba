import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteDir } from '../apps/site/e2e/test-support/bundle-size';
import { renderReport, type Report } from './report-markdown';
import { carrySections } from './report-section';

const docsDir = join(siteDir, '../../docs');

function machine() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    /* reported as unknown */
  }
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}`;
}

/** Writes docs/benchmarks.md (this run) and appends the run to the local history (see `historyFile`). */
export async function writeReport(
  report: Report,
  {
    final = true,
    record = final,
    date = new Date().toISOString(),
    machine: host = machine(),
    commit = currentCommit(),
  }: { final?: boolean; record?: boolean; date?: string; machine?: string; commit?: string } = {},
): Promise<string> {
  const notesFile = fileURLToPath(new URL('notes.md', import.meta.url));
  const notes = existsSync(notesFile) ? await readFile(notesFile, 'utf8') : '';
  const markdown = renderReport(report, { date, machine: host, commit, final, notes });
  const mdFile = join(docsDir, 'benchmarks.md');
  // Sections written by the benchmarks that run on their own stay until they run again.
  const previous = existsSync(mdFile) ? await readFile(mdFile, 'utf8') : '';
  await writeFile(mdFile, carrySections(previous, markdown));

  if (!record) return mdFile;
  const history = await readHistory();
  history.push({ date, machine: host, commit, ...report });
  await mkdir(dirname(historyFile), { recursive: true });
  await writeFile(historyFile, `${JSON.stringify(history.slice(-20), null, 2)}\n`);
  return mdFile;
}

/**
 * The raw numbers of the last 20 runs, for `--report-only`. Kept out of git (benchmarks/results/ is
 * ignored): every run rewrites thousands of lines, and docs/benchmarks.md is the record.
 */
export const historyFile = fileURLToPath(new URL('results/history.json', import.meta.url));

/**
 * The commit being measured, marked when the working tree differs from it. `pnpm bench` reads it once,
 * at the start: a run lasts over an hour, and a commit made meanwhile is not what was built.
 */
export function currentCommit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: siteDir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown (not a git checkout)';
  }
}

async function readHistory(): Promise<(Report & { date: string; machine: string; commit?: string })[]> {
  return existsSync(historyFile) ? JSON.parse(await readFile(historyFile, 'utf8')) : [];
}

/** Re-renders docs/benchmarks.md from the last run recorded on this machine (after a change to this report or to notes.md). */
export async function rewriteReportFromHistory(): Promise<string> {
  const last = (await readHistory()).at(-1);
  if (!last) throw new Error(`No recorded run in ${historyFile}; run pnpm bench on this machine first.`);
  return writeReport(last, {
    record: false,
    date: last.date,
    machine: last.machine,
    commit: last.commit ?? 'unrecorded',
  });
}
