/**
 * The child processes of the fault tests (a lead server killed mid-request, a crash mid-write, a
 * second process holding the database's lock, a CLI run) start from a bundle of their code made once
 * per test run (bundle-children.ts), not from the TypeScript sources through tsx. A lead server
 * child took about 1.3 s of CPU to start from the sources and 0.5 s from the bundle, and the suite
 * starts some forty of them on a 2-core CI machine.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each child's entry, by the name its bundle has. */
export const CHILD_SOURCES = {
  'lead-server-child': 'src/test-support/lead-server-child.ts',
  'crash-child': 'src/test-support/crash-child.ts',
  'open-outbox-child': 'src/test-support/open-outbox-child.ts',
  'leads-command-child': 'src/test-support/leads-command-child.ts',
  // Not a child: the SQLite outbox's writer thread, which the bundled outbox starts from the file
  // beside it, as the published build does.
  'outbox-thread': 'src/sqlite/outbox-thread.ts',
} as const;

/** Where the bundles are written: inside this package, so the packages they import resolve from its node_modules. */
export const childrenDir = fileURLToPath(new URL('../../node_modules/.cache/test-children/', import.meta.url));

/** The bundle of child `name`, for `node <bundle> …args`. */
export function childScript(name: Exclude<keyof typeof CHILD_SOURCES, 'outbox-thread'>): string {
  return join(childrenDir, `${name}.js`);
}
