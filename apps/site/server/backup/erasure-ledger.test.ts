import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashAddress, openSqliteOwnerStores } from '@rooted/admin/server';
import { readLedgers, withErasureLedger } from './erasure-ledger';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-'));
  dirs.push(dir);
  return dir;
};
const proof = (address: string) => ({
  ...hashAddress(address),
  at: 1_800_000_000_000,
  by: 'owner@example.org',
  requestId: null,
  summary: '1 lead(s)',
});

describe('the erasure ledger', () => {
  it('gets one line per proof: the salt and the salted hash, never the address', async () => {
    const dir = tempDir();
    const path = join(dir, 'backups', 'erasure-ledger.jsonl');
    const store = withErasureLedger(openSqliteOwnerStores(join(dir, 'site.db')).stores.privacy, path);
    const recorded = proof('Jane.Erased@example.org');
    await store.recordProof(recorded);
    expect(readFileSync(path, 'utf8').toLowerCase()).not.toContain('jane.erased');
    expect(await readLedgers([path])).toEqual([
      { addressHash: recorded.addressHash, salt: recorded.salt, at: recorded.at },
    ]);
    expect((await store.proofs(10)).map((each) => each.addressHash)).toEqual([recorded.addressHash]);
  });

  it('fails the erasure loudly when its line cannot be written, after the proof is kept', async () => {
    const dir = tempDir();
    const path = join(dir, 'erasure-ledger.jsonl');
    mkdirSync(path);
    const store = withErasureLedger(openSqliteOwnerStores(join(dir, 'site.db')).stores.privacy, path);
    await expect(store.recordProof(proof('jane@example.org'))).rejects.toThrow(
      /could not be written \(EISDIR\): check BACKUP_DIR and erase again/,
    );
    expect(await store.proofs(10)).toHaveLength(1);
  });

  it('skips a line cut short by a crash and reads the others; a missing ledger is empty', async () => {
    const dir = tempDir();
    const path = join(dir, 'erasure-ledger.jsonl');
    writeFileSync(path, `{"addressHash":"aa","salt":"01","at":1}\n{"addressHash":"bb","sa`);
    expect(await readLedgers([path, join(dir, 'missing.jsonl')])).toEqual([{ addressHash: 'aa', salt: '01', at: 1 }]);
  });
});
