/**
 * The JavaScript floor of our stack: React 19 hydrating one route through the
 * react-router data router, nothing else. The bundle budget is 1.1 × this size,
 * measured in the same build environment (see e2e/budgets.spec.ts, pnpm bench).
 */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', element: <h1>Hello</h1> }]);
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
