import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryOutbox } from '../memory-outbox.js';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { describeOutboxConformance } from './outbox-conformance.js';

describeOutboxConformance('the memory outbox', () => ({ outbox: createMemoryOutbox() }));

describeOutboxConformance('the SQLite outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-conformance-'));
  return {
    outbox: createSqliteOutbox({ path: join(dir, 'leads.db') }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
});
