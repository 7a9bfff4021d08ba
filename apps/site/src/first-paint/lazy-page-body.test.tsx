import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { PAGE_BODY_ID, withHydratedMark } from './lazy-page-body';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('marks a prerendered page body hydrated without rendering the body a second time', async () => {
  let renders = 0;
  function Body() {
    renders += 1;
    return <p>Long text</p>;
  }
  const PageBody = withHydratedMark(Body);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PageBody />);
  document.body.append(container);
  expect(container.querySelector(`#${PAGE_BODY_ID}`)?.getAttribute('data-hydrated')).toBe('false');
  renders = 0;

  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const root = await act(async () => hydrateRoot(container, <PageBody />));
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;

  expect(container.querySelector(`#${PAGE_BODY_ID}`)?.getAttribute('data-hydrated')).toBe('true');
  expect(container.textContent).toBe('Long text');
  // Once to hydrate; the wrapper's update after hydration must not reach the body.
  expect(renders).toBe(1);
  root.unmount();
});
