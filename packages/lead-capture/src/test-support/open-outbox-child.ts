/**
 * Child process for the concurrent-migration test. It plays the first of two processes opening
 * one fresh file: it takes the write lock, runs the first migration, says `holding`, keeps the
 * lock for a while (long enough for the parent to read the schema version and queue for the
 * lock), then records the version and commits.
 */
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../sqlite/migrations.js';

const [path, holdMs] = process.argv.slice(2);
if (!path || !holdMs) throw new Error('usage: open-outbox-child <path> <holdMs>');
const db = new Database(path);
db.pragma('journal_mode = WAL');
db.exec('BEGIN IMMEDIATE');
db.exec(MIGRATIONS[0] as string);
process.stdout.write('holding\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(holdMs));
db.pragma('user_version = 1');
db.exec('COMMIT');
db.close();
