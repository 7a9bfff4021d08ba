/**
 * How long the owner's list of leads takes on the SQLite outbox with 20,000 leads in it: the
 * newest page, a page deep in the list (keyset: the same short walk), a form and standing filter,
 * and a search by address (which scans every payload's text). Median of 50 calls each, on a file with
 * the server's durable settings, read on the calling thread as the site server reads it.
 *
 *   pnpm --filter @rooted/benchmarks exec tsx lead-list.ts [--leads 20000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { LeadData, LeadListQuery } from '@rooted/lead-capture';
import { createSqliteOutbox } from '@rooted/lead-capture/sqlite';
import { writeReportSection } from './report-section';

const { values } = parseArgs({ options: { leads: { type: 'string', default: '20000' } } });
const count = Number(values.leads);
const dir = mkdtempSync(join(tmpdir(), 'lead-list-bench-'));
const outbox = createSqliteOutbox({ path: join(dir, 'leads.db'), writerThread: false });
const kinds = ['contact', 'newsletter', 'join', 'exit-intent'] as const;
const start = Date.UTC(2026, 0, 1);

try {
  const adds: Promise<unknown>[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = kinds[index % kinds.length]!;
    const data = {
      kind,
      email: `person${index}@example.org`,
      name: `Person ${index}`,
      subject: 'general',
      message: 'A message of a few words.',
    };
    adds.push(
      outbox.add({ id: crypto.randomUUID(), data: data as unknown as LeadData, createdAt: start + index * 1000 }),
    );
  }
  await Promise.all(adds);

  const median = async (query: LeadListQuery) => {
    const times: number[] = [];
    for (let run = 0; run < 50; run += 1) {
      const began = performance.now();
      await outbox.listLeads(query);
      times.push(performance.now() - began);
    }
    return times.sort((a, b) => a - b)[25]!;
  };
  const first = await outbox.listLeads({ limit: 50 });
  let deep = first;
  for (let page = 0; page < 200 && deep.next; page += 1) deep = await outbox.listLeads({ limit: 50, after: deep.next });
  const rows: [string, number][] = [
    ['newest 50', await median({ limit: 50 })],
    ['50 after 10,000 (keyset)', await median({ limit: 50, ...(deep.next ? { after: deep.next } : {}) })],
    ['contact forms, waiting, newest 50', await median({ limit: 50, kind: 'contact', standing: 'waiting' })],
    ['search "person1999" (every payload scanned)', await median({ limit: 50, search: 'person1999' })],
  ];
  const table = rows.map(([what, ms]) => `| ${what} | ${ms.toFixed(1)} ms |`).join('\n');
  const section = `## Owner's list of leads on SQLite (${new Date().toISOString().slice(0, 10)})

${count.toLocaleString('en')} leads in one SQLite outbox file; median of 50 calls of \`listLeads\` each (\`benchmarks/lead-list.ts\`).

| Page | Median |
|---|---|
${table}
`;
  console.log(section);
  console.log(`wrote ${writeReportSection('lead-list', section)}`);
} finally {
  await outbox.close();
  rmSync(dir, { recursive: true, force: true });
}
