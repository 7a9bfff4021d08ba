import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryConsentStore } from '../consent/consent-store.js';
import { createSqliteConsentStore } from '../consent/sqlite-consent-store.js';
import type { LeadData } from '../lead.js';
import { createMemoryOutbox } from '../memory-outbox.js';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { newLead } from '../test-support/fixtures.js';
import { describePersonalData } from '../test-support/personal-data-contract.js';
import { createMemoryPersonalData } from './memory-personal-data.js';
import { createSqlitePersonalData } from './sqlite-personal-data.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'personal-data-'));
  dirs.push(dir);
  return dir;
};

describePersonalData('memory', async () => {
  const outbox = createMemoryOutbox();
  const consent = createMemoryConsentStore();
  return {
    outbox,
    consent,
    personalData: createMemoryPersonalData({ outbox, consent }),
    // The memory outbox holds objects: a damaged record is one of the wrong shape.
    insertRaw: async ({ id, payload, createdAt }) =>
      void (await outbox.add({ id, data: JSON.parse(payload) as LeadData, createdAt })),
    rawText: false,
  };
});

describePersonalData('SQLite', async () => {
  const path = join(tempDir(), 'leads.db');
  // As the site opens them: the outbox (with its writer thread), the consent store, then this.
  const outbox = createSqliteOutbox({ path });
  const consent = createSqliteConsentStore({ path });
  const personalData = createSqlitePersonalData({ path });
  return {
    outbox,
    consent,
    personalData,
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
    rawText: true,
    cleanup: async () => {
      await personalData.close();
      await consent.close();
      await outbox.close();
    },
  };
});

/** Every file of the database (`leads.db`, `-wal`, `-shm`), read raw. */
const rawFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.startsWith('leads.db'))
    .map((name) => ({ name, bytes: readFileSync(join(dir, name)) }));

describe('SQLite erasure leaves no trace in the files', () => {
  it('the address, the message and the IP are in no byte of the database, WAL or shared-memory file afterwards, while the files stay open', async () => {
    const dir = tempDir();
    const path = join(dir, 'leads.db');
    const outbox = createSqliteOutbox({ path });
    const consent = createSqliteConsentStore({ path });
    const personalData = createSqlitePersonalData({ path });
    try {
      // A long message spills into overflow pages; many leads make several pages of the table.
      const secret = 'Secret-Message-'.repeat(400);
      for (let i = 0; i < 50; i += 1)
        await outbox.add(
          newLead(1_700_000_000_000 + i, { kind: 'newsletter', email: `other${i}@example.org` } as Partial<LeadData>),
        );
      await outbox.add(
        newLead(1_700_000_001_000, {
          kind: 'contact',
          name: 'Jane Doe',
          email: 'jane.erased@example.org',
          subject: 'general',
          message: secret,
        } as Partial<LeadData>),
      );
      await consent.savePending({
        id: 'signup-1',
        data: { kind: 'newsletter', email: 'jane.erased@example.org' } as LeadData,
        consent: { createdAt: new Date().toISOString(), ip: '198.51.100.77' },
        requestedAt: 1,
        expiresAt: 2,
      });
      const before = rawFiles(dir).some(({ bytes }) => bytes.includes('jane.erased@example.org'));
      expect(before).toBe(true);

      expect(await personalData.erase('jane.erased@example.org')).toMatchObject({ leads: 1, signups: 1 });

      const files = rawFiles(dir);
      expect(files.map((file) => file.name).sort()).toEqual(['leads.db', 'leads.db-shm', 'leads.db-wal']);
      for (const { name, bytes } of files) {
        expect(bytes.includes('jane.erased@example.org'), name).toBe(false);
        expect(bytes.includes('Secret-Message-'), name).toBe(false);
        expect(bytes.includes('198.51.100.77'), name).toBe(false);
      }
      // Everyone else is still there and the outbox goes on working.
      expect(outbox.rows()).toHaveLength(50);
      await outbox.add(newLead(1_700_000_002_000));
      expect(outbox.rows()).toHaveLength(51);
    } finally {
      await personalData.close();
      await consent.close();
      await outbox.close();
    }
  });
});
