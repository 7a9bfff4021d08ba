import { appendFile, mkdir, open, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ErasureProof, PrivacyStore } from '@rooted/admin/server';

/** What a restore needs of an erasure: the salted hash of the address, never the address. */
export interface ErasureMark {
  addressHash: string;
  salt: string;
  /** When it was done (ms). */
  at: number;
}

/** The ledger's name in the backup folder. */
export const LEDGER_NAME = 'erasure-ledger.jsonl';
export const ledgerPath = (backupDir: string) => join(backupDir, LEDGER_NAME);

/**
 * Appends one erasure to the ledger and flushes it to the disk. The ledger lives in the backup
 * folder, the one an operator copies off the machine, not in the data folder: when the data
 * folder is lost, the proofs in it are lost with it, and a restore from an older backup would bring
 * back everyone erased since. One JSON line each, so a line cut by a crash spoils only itself.
 */
export async function appendToLedger(path: string, mark: ErasureMark): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await appendFile(path, `${JSON.stringify({ addressHash: mark.addressHash, salt: mark.salt, at: mark.at })}\n`, {
    mode: 0o600,
  });
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Every erasure in the ledgers that exist; a missing file is an empty ledger, an unreadable line is skipped. */
export async function readLedgers(paths: readonly string[]): Promise<ErasureMark[]> {
  const marks: ErasureMark[] = [];
  for (const path of paths) {
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    for (const line of text.split('\n')) {
      const mark = parseMark(line);
      if (mark) marks.push(mark);
    }
  }
  return marks;
}

function parseMark(line: string): ErasureMark | undefined {
  if (line.trim() === '') return undefined;
  try {
    const value = JSON.parse(line) as Partial<ErasureMark>;
    if (typeof value.addressHash === 'string' && typeof value.salt === 'string' && typeof value.at === 'number')
      return { addressHash: value.addressHash, salt: value.salt, at: value.at };
  } catch {
    // A line cut short by a crash: the erasure it held was done and its proof is in the data folder.
  }
  return undefined;
}

/**
 * The privacy store with every recorded proof also written to the ledger. An erasure whose ledger
 * line cannot be written fails loudly (after its data is gone): the owner then sees it did not
 * complete and erases again, rather than trusting an erasure a restore would undo.
 */
export function withErasureLedger(store: PrivacyStore, path: string): PrivacyStore {
  return {
    ...store,
    async recordProof(proof: Omit<ErasureProof, 'id'>) {
      await store.recordProof(proof);
      await appendToLedger(path, { addressHash: proof.addressHash, salt: proof.salt, at: proof.at }).catch(
        (error: NodeJS.ErrnoException) => {
          throw new Error(
            `The erasure was done, but its line in the erasure ledger (${path}) could not be written (${error.code ?? 'error'}): check BACKUP_DIR and erase again.`,
          );
        },
      );
    },
  };
}
