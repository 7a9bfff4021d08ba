import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * In dev (and in vitest) the @rooted packages resolve to their TypeScript source
 * through the "@rooted/source" export condition. Production builds leave the
 * condition out, so the site is built from the packages' dist: what we publish
 * is what we ship. Setting `conditions` replaces Vite's defaults, hence the spread.
 */
/**
 * Chunks of their own for the biggest libraries, because a browser evaluates a chunk in one
 * task and a phone must not be kept busy long enough to delay a tap:
 * - `react`, `react-dom` and `router`, which every page needs, in that order of dependency. The
 *   boot script evaluates each in a task of its own before the entry's (server/boot-script.ts):
 *   together they were one 12–15 ms task on our 2-core machine, about 60 ms on a phone. A deploy
 *   that changes only our code leaves them cached.
 * - `zod`: validation, loaded only with content sync and the forms, which evaluate it in a
 *   task before their schemas (lib/content-store.ts).
 */
const CHUNKS: [name: string, modules: RegExp][] = [
  ['react', /[\\/]node_modules[\\/]react[\\/]/],
  ['react-dom', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/],
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
];
const manualChunks = (id: string) => CHUNKS.find(([, modules]) => modules.test(id))?.[0];

export default defineConfig(({ command, isSsrBuild }) => {
  const source = command === 'serve' ? ['@rooted/source'] : [];
  return {
    plugins: [react(), tailwindcss()],
    resolve: { conditions: [...source, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [...source, ...defaultServerConditions], externalConditions: source } },
    build: {
      outDir: 'dist/client',
      // One stylesheet, inlined into every prerendered page (scripts/html-template.ts). Without
      // code splitting, lazy chunks carry no CSS dependency that would fetch it a second time.
      cssCodeSplit: false,
      manifest: true,
      // The SSR build sets its own outDir; the client build must not wipe it.
      emptyOutDir: true,
      rollupOptions: isSsrBuild ? {} : { output: { manualChunks } },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
