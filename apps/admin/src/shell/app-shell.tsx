import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { api, type Session } from '../api';
import { ActivitySection } from '../activity/activity-section';
import { Editor } from '../editor/editor';
import { LeadsSection } from '../leads/leads-section';
import { PrivacySection } from '../privacy/privacy-section';
import { ContentOverview } from '../editor/content/content-overview';
import { ContentSectionView } from '../editor/content/content-section-view';
import { FrontPage } from '../front-page/front-page';
import { DeliveryHealth } from './delivery-health';
import { SectionHeading } from './section-heading';
import { SectionNav } from './section-nav';

// Loaded with the section, so its chart library is fetched only when an owner opens Health.
const HealthSection = lazy(() => import('../health/health-section'));
const SettingsSection = lazy(() => import('../settings/settings-section'));

const signOutButton =
  'rounded border border-stone-500 bg-white px-4 py-1 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-emerald-700 dark:border-stone-400 dark:bg-stone-900 dark:focus-visible:ring-emerald-400';

/**
 * The owner's app: one header (the site editor's name, the sections, who is signed in, the
 * delivery health) and one section below it, chosen by the URL.
 */
export function AppShell({ session }: { session: Session }) {
  const signOut = async () => {
    await api.signOut(session.csrfToken);
    window.location.assign('/admin/sign-in');
  };
  // A content section at 1280 px and wider has the live preview beside its form: it takes the width.
  const { pathname } = useLocation();
  const wide = pathname.startsWith('/content/') && pathname !== '/content/history';
  return (
    <div className={`mx-auto max-w-5xl px-4 pb-24 sm:px-6 ${wide ? 'xl:max-w-[100rem]' : ''}`}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-20 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-stone-900"
      >
        Skip to the section
      </a>
      <header className="border-b border-stone-300 py-4 dark:border-stone-700">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">Site editor</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {/* The site's own help pages, written for owners: how to do each job here. */}
            <a className="font-medium text-emerald-900 underline underline-offset-4 dark:text-emerald-200" href="/docs">
              Help
            </a>
            <span>
              Signed in as <span className="break-all">{session.email}</span>
            </span>
            <button type="button" className={signOutButton} onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </div>
        <div className="mt-3">
          <SectionNav />
        </div>
        {/* The front page lists the delivery's problems among the rest of what needs her. */}
        {pathname !== '/' && <DeliveryHealth />}
      </header>
      <main id="main" className="mt-6">
        <Routes>
          {/* The editor's frame (its draft, publish bar and issues) stays mounted across its sections. */}
          <Route element={<Editor session={session} />}>
            <Route path="/content" element={<ContentOverview />} />
            <Route path="/content/:part" element={<ContentSectionView />} />
          </Route>
          <Route path="/" element={<FrontPage csrfToken={session.csrfToken} />} />
          <Route path="/leads" element={<LeadsSection csrfToken={session.csrfToken} />} />
          <Route path="/activity" element={<ActivitySection />} />
          <Route
            path="/health"
            element={
              <Suspense fallback={<p>Loading the site&apos;s health…</p>}>
                <HealthSection />
              </Suspense>
            }
          />
          <Route
            path="/settings"
            element={
              <Suspense fallback={<p>Loading the settings…</p>}>
                <SettingsSection csrfToken={session.csrfToken} />
              </Suspense>
            }
          />
          <Route path="/privacy" element={<PrivacySection csrfToken={session.csrfToken} />} />
          <Route
            path="*"
            element={
              <>
                <SectionHeading id="missing-title">No such section</SectionHeading>
                <p className="mt-2">Choose a section above.</p>
              </>
            }
          />
        </Routes>
      </main>
    </div>
  );
}
