import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + Tailwind v4 app: the @rooted packages need no special resolve conditions
// outside the Rooted monorepo, they resolve to their published dist.
export default defineConfig({
  plugins: [react(), tailwindcss()],
});
