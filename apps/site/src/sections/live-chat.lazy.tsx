import { ChatLauncher } from '@rooted/ui/live-chat-launcher';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useOverlay } from '../lib/overlays/use-overlay';
import { ensureFullContent } from '../lib/content-store/ensure-full-content';
import { keepOnFailure } from '../lib/resilience/lazy-failure';
import { startTypeAhead } from '../lib/overlays/type-ahead';
import { useAppConfig } from '../lib/content-store/use-site-content';

// The visitor asked for the panel: if its code is gone (a deploy), the page loads the new build.
const LiveChatPanel = lazy(
  keepOnFailure(
    () =>
      ensureFullContent()
        .then(() => import('./live-chat-panel.lazy'))
        .then((m) => ({ default: m.LiveChatPanel })),
    'reload',
  ),
);

const PANEL_ID = 'live-chat-panel';

/**
 * The live chat: the launcher (loaded once the page has hydrated, live-chat.tsx), the panel's code
 * fetched on first open, and nothing rendered while the `liveChat` flag is off. Closing returns
 * focus to the launcher.
 */
export function LiveChatContent() {
  const enabled = useAppConfig((c) => c.features.liveChat);
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  // Until the panel has focused its message field, what the visitor types is kept for it
  // (type-ahead.ts); closed before it could take the text, the chat drops it.
  const show = () => {
    startTypeAhead('chat');
    setOpen(true);
  };
  // Another overlay (the search) taking over: the chat steps aside without stealing focus back.
  useOverlay('chat', open, setOpen);

  if (!enabled) return null;
  return (
    <>
      <ChatLauncher ref={launcher} open={open} controls={PANEL_ID} onClick={open ? close : show} />
      {open ? (
        <Suspense fallback={null}>
          <LiveChatPanel id={PANEL_ID} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
