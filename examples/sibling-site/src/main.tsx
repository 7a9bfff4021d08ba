import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App year={new Date().getFullYear()} />
  </StrictMode>
);
// The server renders the page (`pnpm start`); Vite's dev server sends the empty template.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
