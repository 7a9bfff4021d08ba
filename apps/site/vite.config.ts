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
 * - `vendor`: React, react-dom and the router, which every page needs. The boot script
 *   evaluates it in a task before the entry's (server/boot-script.ts), and a deploy that
 *   changes only our code leaves it cached.
 * - `zod`: validation, loaded only with content sync and the forms, which evaluate it in a
 *   task before their schemas (lib/content-store.ts).
 */
const CHUNKS: [name: string, modules: RegExp][] = [
  ['vendor', /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/],
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
