import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + Tailwind v4 app: the @rooted packages need no special resolve conditions, they
// resolve to their published dist.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist/client' },
  server: {
    // `pnpm dev` beside `pnpm start` (the lead server on port 3000). The object form keeps the
    // page's Host: the string shorthand sets changeOrigin, and the lead API answers 403 to a post
    // whose Origin names another host than the one it was sent to.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
