import { ConsentBanner } from '@rooted/ui/consent-banner';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { COOKIE_POLICY_REVISION } from '../../copy/legal/cookies-text';
import { useSiteNavigate } from '../navigation/use-site-navigate';
import { COOKIE_SETTINGS_HREF, readConsent, writeConsent, type ConsentRecord } from './consent-record';
import { loadGoogleAnalytics, revokeGoogleAnalytics, trackPageView } from './google-analytics';

const TEXT =
  'We would like to count visits with Google Analytics to learn which pages help people. It sets cookies and sends data to Google, so it runs only if you accept. Rejecting changes nothing else on this site.';

/**
 * The analytics consent (see consent.tsx): asks once per cookie-policy revision, keeps the answer,
 * loads Google Analytics only after "Accept" and sends a page view on every navigation after it.
 */
export default function ConsentManager() {
  const [record, setRecord] = useState<ConsentRecord | null>(() => readConsent(COOKIE_POLICY_REVISION));
  const [open, setOpen] = useState(record === null);
  const [reopened, setReopened] = useState(false);
  const { pathname } = useLocation();
  const navigate = useSiteNavigate();

  // Every "Cookie settings" link reopens the banner, wherever it is on the page.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href="${COOKIE_SETTINGS_HREF}"]`);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
      setReopened(true);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const accepted = record?.choice === 'accepted';
  useEffect(() => {
    if (accepted) loadGoogleAnalytics(__GA_MEASUREMENT_ID__);
  }, [accepted]);
  useEffect(() => {
    if (accepted) trackPageView(pathname);
  }, [accepted, pathname]);

  const choose = (choice: ConsentRecord['choice']) => {
    setRecord(writeConsent(choice, COOKIE_POLICY_REVISION));
    if (choice === 'rejected') revokeGoogleAnalytics();
    setOpen(false);
  };
  // The page pads its bottom by the banner's height, so the banner never hides its last action,
  // and fixed buttons (the chat launcher) move up by as much (`--page-bottom-inset`).
  const onHeightChange = useCallback((height: number) => {
    document.body.style.paddingBottom = height ? `${height}px` : '';
    if (height) document.documentElement.style.setProperty('--page-bottom-inset', `${height}px`);
    else document.documentElement.style.removeProperty('--page-bottom-inset');
  }, []);

  if (!open) return null;
  return (
    <ConsentBanner
      text={TEXT}
      policyHref="/cookies"
      onNavigate={(href, event) => navigate(href, event)}
      onAccept={() => choose('accepted')}
      onReject={() => choose('rejected')}
      onHeightChange={onHeightChange}
      focusOnOpen={reopened}
    />
  );
}
