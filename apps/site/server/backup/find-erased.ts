import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { hashAddress } from '@rooted/admin/server';
import type { ErasureMark } from './erasure-ledger';

/**
 * Anything in a text that could be an address: generous on purpose (a false candidate costs one
 * hash per erasure and matches none), so an address in a lead, a notification, an error report or
 * a privacy request is never missed because of an unusual character.
 */
const SEPARATORS = /[\s"'<>(),;:\\[\]{}]/;

/** The candidate addresses in one text (each word holding an @), as the erasure normalises them. */
export function candidatesIn(text: string, into: Set<string>): void {
  for (const word of text.split(SEPARATORS)) {
    if (!word.includes('@')) continue;
    let end = word.length;
    while (end > 0 && word[end - 1] === '.') end -= 1;
    into.add(word.slice(0, end).toLowerCase());
  }
}

/**
 * The addresses among `candidates` that an erasure in `marks` was about: the proofs keep only
 * `sha256(salt + address)`, so each candidate is hashed with each proof's salt. Nothing is read back
 * from a proof; an address is found only because the restored data holds it again.
 */
export function erasedAmong(candidates: Iterable<string>, marks: readonly ErasureMark[]): string[] {
  const unique = new Map(marks.map((mark) => [`${mark.salt}:${mark.addressHash}`, mark]));
  const found: string[] = [];
  for (const address of candidates) {
    for (const mark of unique.values()) {
      if (hashAddress(address, mark.salt).addressHash === mark.addressHash) {
        found.push(address);
        break;
      }
    }
  }
  return found;
}

// Outbox rows that carry out a privacy request (a confirmation mail, the unsubscribe of an
// erasure) hold the address only until Omnisend has it; they are no one's data, so they do not
// make an erased address count as come back. A correction waiting for Omnisend is a person's data.
const NOT_A_PRIVACY_JOB = `NOT (id LIKE 'privacy-%' AND id NOT LIKE 'privacy-update-%')`;

/** Every candidate address in the text columns of every table of the SQLite files that exist. */
export function sqliteCandidates(paths: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const path of paths.filter((each) => existsSync(each))) {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const tables = db
        .prepare<[], { name: string }>(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
        )
        .all();
      for (const { name } of tables) {
        const columns = db
          .prepare<[], { name: string }>(`PRAGMA table_info("${name}")`)
          .all()
          .map((column) => column.name);
        const jobFilter = name === 'leads' && columns.includes('id') ? ` AND ${NOT_A_PRIVACY_JOB}` : '';
        for (const column of columns) {
          const rows = db
            .prepare<[], { value: string }>(
              `SELECT "${column}" AS value FROM "${name}" WHERE typeof("${column}") = 'text' AND instr("${column}", '@') > 0${jobFilter}`,
            )
            .iterate();
          for (const row of rows) candidatesIn(row.value, found);
        }
      }
    } finally {
      db.close();
    }
  }
  return found;
}

/** The erasure proofs kept in a site file (the current data folder's, when it survived). */
export function proofsIn(sitePath: string): ErasureMark[] {
  if (!existsSync(sitePath)) return [];
  const db = new Database(sitePath, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'erasure_proofs'`).get();
    if (!table) return [];
    return db
      .prepare<[], { addressHash: string; salt: string; at: number }>(
        'SELECT address_hash AS addressHash, salt, at FROM erasure_proofs',
      )
      .all();
  } finally {
    db.close();
  }
}
