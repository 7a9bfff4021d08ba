import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportError } from '../lib/telemetry/start-telemetry';

/**
 * The router's error element. Its heading is fixed product copy ('Unexpected Application Error!'); it stands
 * alone (no header/footer) because the layout itself may be what failed.
 */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  if (import.meta.env.DEV) console.error(error);
  // A render that threw is our bug; an error response (a 404 from the router) is not.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError('render', error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 text-center">
      <h1 className="font-display text-3xl font-semibold text-heading">Unexpected Application Error!</h1>
      <p className="mt-4 text-ink-muted">
        Something went wrong on our side{detail ? ` (${detail})` : ''}. Please reload the page or go back to the home
        page.
      </p>
      <a
        href="/"
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white"
      >
        Return to Home
      </a>
    </main>
  );
}
