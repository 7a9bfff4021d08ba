import { act, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { DocsTabId } from '../../copy/docs/docs-tabs';
import type * as DeferredModule from './deferred-docs-panel';
import type * as PanelModule from './docs-panel';

let DeferredDocsPanel: typeof DeferredModule.DeferredDocsPanel;
let DocsPanel: typeof PanelModule.DocsPanel;

// Which panels are deferred, and whether every deferred part has loaded, is module state that a
// page sets once; a file run before this one in the same worker may have settled it. Fresh
// modules give this file the state of a page just loaded.
beforeAll(async () => {
  vi.resetModules();
  ({ DeferredDocsPanel } = await import('./deferred-docs-panel'));
  ({ DocsPanel } = await import('./docs-panel'));
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const ids = ['overview', 'technical'] as const;

/** Two panels in a router, each in its tab's wrapper, hidden unless shown (as the docs page renders them). */
function Page({ shown, panel }: { shown: DocsTabId; panel: (id: DocsTabId) => ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/docs']}>
      {ids.map((id) => (
        <div key={id} id={id} hidden={id !== shown}>
          {panel(id)}
        </div>
      ))}
    </MemoryRouter>
  );
}

/** React marks every element it has hydrated with its fiber; server markup left alone has none. */
const hydrated = (element: Element | null | undefined) =>
  Object.keys(element ?? {}).some((key) => key.startsWith('__reactFiber'));

it('hydrates a hidden docs panel only once its tab is shown, keeping its server markup', async () => {
  // What the prerenderer writes: every panel's text inside a resolved Suspense boundary.
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Page
      shown="overview"
      panel={(id) => (
        <Suspense>
          <DocsPanel id={id} />
        </Suspense>
      )}
    />,
  );
  document.body.append(container);
  const technicalHeading = container.querySelector('#technical h2');
  expect(technicalHeading?.textContent).toBe('Technical');

  const page = (shown: DocsTabId) => (
    <Page shown={shown} panel={(id) => <DeferredDocsPanel id={id} shown={id === shown} />} />
  );
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const root = await act(async () => hydrateRoot(container, page('overview')));
  expect(hydrated(container.querySelector('#overview h2'))).toBe(true);
  expect(hydrated(technicalHeading)).toBe(false);

  await act(async () => root.render(page('technical')));
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  // Hydrated in place: the same element, not a client-rendered copy.
  expect(container.querySelector('#technical h2')).toBe(technicalHeading);
  expect(hydrated(technicalHeading)).toBe(true);
  root.unmount();
});
