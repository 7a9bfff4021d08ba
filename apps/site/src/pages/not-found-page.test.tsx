import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { STORY_ISLAND_ID } from './stories/story-islands';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page module as a document loaded at `path` evaluates it: before hydration, at that address. */
async function pageLoadedAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return (await import('./not-found-page')).UnlistedPage;
}

const routerAt = (path: string, Page: ComponentType) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>
  </MemoryRouter>
);

/** Hydrates `html` (the prerendered page) at `path`, as the browser does on a first load. */
async function hydrateAt(path: string, html: string) {
  const Page = await pageLoadedAt(path);
  const at = (where: string) => routerAt(where, Page);
  html = html || renderToString(at(path));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = await act(async () =>
    hydrateRoot(container, at(path), { onRecoverableError: (error) => console.error(error) }),
  );
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  return { container, root, errors: errors.mock.calls };
}

it('keeps a story page’s server HTML through hydration, with no JavaScript of its own', async () => {
  const island = '<article><h1>First harvest</h1><p>Forty boxes.</p></article>';
  const { container, root, errors } = await hydrateAt(
    '/stories/first-harvest',
    `<div id="${STORY_ISLAND_ID}">${island}</div>`,
  );
  expect(container.querySelector('h1')?.textContent).toBe('First harvest');
  expect(container.querySelector(`#${STORY_ISLAND_ID}`)?.innerHTML).toBe(island);
  expect(errors).toEqual([]);
  root.unmount();
});

it('is the 404 page for a story path the server answered with the 404 page, and for any other unknown path', async () => {
  for (const path of ['/stories/no-such-story', '/no-such-page']) {
    // The server's 404 page, as the prerender renders it (no story HTML in the document).
    const { container, root, errors } = await hydrateAt(path, '');
    expect(container.querySelector('h1')?.textContent, path).toBe('Oops! Page not found');
    expect(errors, path).toEqual([]);
    root.unmount();
    document.body.innerHTML = '';
  }
});

it('loads a story page from the server when reached by a client-side navigation', async () => {
  const Page = await pageLoadedAt('/privacy');
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace } as Location);
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => root.render(routerAt('/stories/first-harvest', Page)));
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  expect(replace).toHaveBeenCalledWith('/stories/first-harvest');
  expect(container.innerHTML).toBe('');
  root.unmount();
});
