import { table, type Block } from '../rich-text';
import { storageKeys } from './storage-keys';

/** The storage keys the site uses, as one table, shown on both the privacy and the cookie page. */
export const storageKeyTable: Block = table(
  'Everything this website keeps in your browser',
  ['Key', 'Where', 'Why', 'Written', 'Removed'],
  storageKeys.map((entry) => [[{ code: entry.key }], entry.store, entry.purpose, entry.written, entry.cleared]),
);
