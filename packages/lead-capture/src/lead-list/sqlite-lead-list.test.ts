import Database from 'better-sqlite3';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LeadData } from '../lead.js';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { newLead } from '../test-support/fixtures.js';
import { describeLeadList } from '../test-support/lead-list-contract.js';
import { MAX_LEAD_SEARCH_LENGTH, searchText } from './lead-list.js';

describeLeadList('the SQLite outbox', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lead-list-'));
  const path = join(dir, 'leads.db');
  const outbox = createSqliteOutbox({ path, writerThread: false });
  return {
    outbox,
    // A second connection writes what a bug or a hand edit of the file could leave behind.
    insertRaw: async ({ id, kind, payload, createdAt }) => {
      const raw = new Database(path);
      raw
        .prepare(
          `INSERT INTO leads (id, kind, payload, created_at, state, attempts, next_attempt_at) VALUES (?, ?, ?, ?, 'pending', 0, ?)`,
        )
        .run(id, kind, payload, createdAt, createdAt);
      raw.close();
    },
    cleanup: async () => {
      await outbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('the SQLite list under any search text', () => {
  it('finds a lead by any part of its name, and only leads that contain the text', async () => {
    const outbox = createSqliteOutbox({ path: ':memory:' });
    try {
      await fc.assert(
        fc.asyncProperty(
          fc
            .oneof(
              fc.string({ minLength: 1, maxLength: 60 }),
              fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
            )
            .filter((name) => name.trim().length > 0 && searchText(name) === name),
          // Names as people type them: a search ignores control characters, so a name holding one
          // is found by the parts around it.
          fc.nat(),
          fc.nat(),
          fc.string({ unit: 'binary', maxLength: MAX_LEAD_SEARCH_LENGTH }),
          async (name, start, length, other) => {
            const lead = newLead(Date.now(), {
              kind: 'contact',
              name,
              email: 'someone@example.org',
              subject: 'general',
              message: 'm',
            } as Partial<LeadData>);
            await outbox.add(lead);
            // A part in whole characters: half of a surrogate pair is no text a person types.
            const chars = Array.from(name);
            const from = start % chars.length;
            const part = chars.slice(from, from + 1 + (length % (chars.length - from))).join('');
            const found = await outbox.listLeads({ search: part, limit: 200 });
            expect(found.leads.map((listed) => listed.id)).toContain(lead.id);
            // Whatever else is searched, every lead listed contains it (ASCII case folded as SQLite folds,
            // control characters ignored).
            const fold = (text: string) => searchText(text).replace(/[A-Z]/g, (char) => char.toLowerCase());
            for (const listed of (await outbox.listLeads({ search: other, limit: 200 })).leads) {
              const data = listed.data as { name?: string; email: string };
              expect(fold(data.email).includes(fold(other)) || fold(data.name ?? '').includes(fold(other))).toBe(true);
            }
          },
        ),
        { numRuns: 200 },
      );
    } finally {
      await outbox.close();
    }
  });
});
