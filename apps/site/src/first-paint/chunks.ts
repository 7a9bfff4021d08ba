/**
 * Chunks of their own for the biggest libraries, because a browser evaluates a chunk in one
 * task and a phone must not be kept busy long enough to delay a tap:
 * - `react`, `react-dom` and `router`, which every page needs, in that order of dependency. The
 *   boot script evaluates each in a task of its own before the entry's (boot-script.ts):
 *   together they were one 12–15 ms task on our 2-core machine, about 60 ms on a phone. A deploy
 *   that changes only our code leaves them cached.
 * - `zod`: validation, loaded only with content sync and the forms, which evaluate it in a
 *   task before their schemas (lib/content-store/init-content-sync.ts).
 *
 * Read by vite.config.ts (the client build's `manualChunks`); it runs in Node, never in the page.
 */
export const CHUNKS: [name: string, modules: RegExp][] = [
  ['react', /[\\/]node_modules[\\/]react[\\/]/],
  ['react-dom', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
];

/** The chunk a module goes to, by its resolved id; undefined leaves the choice to Rollup. */
export const manualChunks = (id: string): string | undefined => CHUNKS.find(([, modules]) => modules.test(id))?.[0];
