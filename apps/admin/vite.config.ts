import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The owners' editor: a build of its own, apart from the visitor site, so none of its code,
 * styles or chunks can reach a visitor page or count against a visitor budget. Its output goes to
 * this workspace's dist; the site's build copies it to the site's dist/admin (not dist/client,
 * which the server serves to anyone), and the server hands it out under /admin only to a
 * signed-in owner. Same conditions as the site: dev resolves the packages' source, the production
 * build their dist.
 */
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: { conditions: [...(command === 'serve' ? ['@rooted/source'] : []), ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    // The CSP allows no inline script; the polyfill is not needed by the browsers owners use.
    modulePreload: { polyfill: false },
  },
}));
