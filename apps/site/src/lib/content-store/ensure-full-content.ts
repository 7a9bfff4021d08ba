/** Loads the full default content into the store (once); await it before rendering lazily loaded parts. */
export function ensureFullContent(): Promise<void> {
  return import('./full-content.lazy').then(({ installFullContent }) => installFullContent());
}
