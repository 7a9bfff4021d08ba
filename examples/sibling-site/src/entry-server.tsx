import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app';

/** The home page as HTML, for the server to put into the built index.html (`year` as the page will hydrate with it). */
export function render(year: number): string {
  return renderToString(
    <StrictMode>
      <App year={year} />
    </StrictMode>,
  );
}
