type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** Where gtag.js comes from; the CSP allows this host only in builds with analytics (server/security-headers.ts). */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

let loaded = false;

function gtag(...args: unknown[]): void {
  const w = window as unknown as AnalyticsWindow;
  w.dataLayer ??= [];
  // gtag.js reads the `arguments` object itself, not an array: push it as gtag.js's own snippet does.
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments);
  void args;
}

/**
 * Loads gtag.js, only ever after the visitor accepted. Google's consent mode is set to "denied"
 * for everything before the tag runs, then analytics storage alone is granted; advertising
 * signals stay denied. Page views are sent by {@link trackPageView}, not by the tag itself, so a
 * client-side navigation counts as one too.
 */
export function loadGoogleAnalytics(measurementId: string): void {
  if (loaded) return;
  loaded = true;
  (window as unknown as AnalyticsWindow).gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Records a page view: the path only, never the query string (it may hold what a visitor typed). */
export function trackPageView(path: string): void {
  if (!loaded) return;
  gtag('event', 'page_view', {
    page_location: `${location.origin}${path}`,
    page_path: path,
    page_title: document.title,
  });
}

/** After a later "Reject all": tells the loaded tag to stop storing, and removes its cookies. */
export function revokeGoogleAnalytics(): void {
  if (!loaded) return;
  gtag('consent', 'update', { analytics_storage: 'denied' });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name === '_ga' || name.startsWith('_ga_'))
      document.cookie = `${name}=; Max-Age=0; path=/; domain=${location.hostname.replace(/^www\./, '')}`;
  }
}
