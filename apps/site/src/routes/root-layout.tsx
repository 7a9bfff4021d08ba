import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ExitIntent } from '../layout/exit-intent';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { SiteToaster } from '../layout/site-toaster';
import { LiveChat } from '../sections/live-chat';
import { useDocumentHead } from '../lib/head/use-document-head';
import { useScrollOnNavigate } from '../lib/navigation/use-scroll-on-navigate';
import { rememberContactPrefills } from '../lib/leads/pending-prefill';
import { replayEarlyInput } from '../first-paint/early-input';
import { pageHydrated } from '../first-paint/when-needed';
import { loadFailureHandling } from '../lib/resilience/load-failure-handling';
import { useContentSync } from '../lib/content-store/use-site-content';
import { Consent } from '../lib/consent/consent';
import { startTelemetry } from '../lib/telemetry/start-telemetry';

/** The frame of every page: skip link, header, the page, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  useScrollOnNavigate();
  useDocumentHead();
  useContentSync({ dev: import.meta.env.DEV });
  useEffect(() => rememberContactPrefills(), []);
  // A marker for tests and `pnpm bench` (FCP → hydrated): the page is interactive from here on,
  // so input made before it was can now be answered.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('rooted:hydrated');
    replayEarlyInput();
    pageHydrated();
    // After the mark: the deploy handling is not part of what a page needs before it is interactive.
    loadFailureHandling();
    // Error reports and field vitals, as the build's flags say (lib/telemetry); their code loads when idle.
    startTelemetry();
  }, []);

  return (
    <>
      <a
        href="#main"
        // Focused, it takes its own bar above the header (in the flow, so it never covers the logo);
        // `not-sr-only` zeroes padding, hence the forced padding.
        className="sr-only z-50 bg-brand-800 font-semibold text-white focus:not-sr-only focus:block focus:px-4! focus:py-3! focus:text-center"
      >
        Skip to content
      </a>
      <SiteHeader onHome={onHome} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter onHome={onHome} />
      <SiteToaster />
      <ExitIntent />
      <LiveChat />
      {/* Only in a build with analytics: otherwise neither the banner nor its code exists. */}
      {__ANALYTICS__ ? <Consent /> : null}
    </>
  );
}
