import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryOutbox } from '../memory-outbox.js';
import { createSqliteOutbox } from '../sqlite/sqlite-outbox.js';
import { describeLeadCorrection } from '../test-support/lead-correction-contract.js';

describeLeadCorrection('the memory outbox', async () => ({ outbox: createMemoryOutbox() }));

// With the writer thread, as the server runs it: the correction is one more write operation there.
describeLeadCorrection('the SQLite outbox', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lead-correction-'));
  const outbox = createSqliteOutbox({ path: join(dir, 'leads.db') });
  return {
    outbox,
    cleanup: async () => {
      await outbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
