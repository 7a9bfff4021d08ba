import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv } from 'vite';
import { buildFlags, defineBuildFlags } from './scripts/build-flags';
// The first-paint rules decide which libraries get chunks of their own (see its README).
import { manualChunks } from './src/first-paint/chunks';

/**
 * In dev (and in vitest) the @rooted packages resolve to their TypeScript source
 * through the "@rooted/source" export condition. Production builds leave the
 * condition out, so the site is built from the packages' dist: what we publish
 * is what we ship. Setting `conditions` replaces Vite's defaults, hence the spread.
 */
export default defineConfig(({ command, isSsrBuild, mode }) => {
  const source = command === 'serve' ? ['@rooted/source'] : [];
  return {
    plugins: [react(), tailwindcss()],
    // Telemetry and analytics switches as constants, so the code of a switch that is off is not in the bundle.
    define: defineBuildFlags(buildFlags(loadEnv(mode, process.cwd(), 'VITE_'))),
    resolve: { conditions: [...source, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [...source, ...defaultServerConditions], externalConditions: source } },
    build: {
      outDir: 'dist/client',
      // One stylesheet, inlined into every prerendered page (render/html-template.ts). Without
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
