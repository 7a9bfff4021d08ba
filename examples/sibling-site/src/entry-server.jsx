import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.jsx';

/** Server-side render of the home page (used by checks/render.mjs after `vite build --ssr`). */
export function render() {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
