import { lazyPart } from '../first-paint/lazy-section';

/**
 * The chat launcher, prerendered on every page. Its code (live-chat.lazy.tsx) is no part of what a
 * route loads before it is interactive: it loads once the page has hydrated, and a press on the
 * launcher before then is kept and replayed (first-paint/early-input.ts). A failed load keeps the
 * prerendered button.
 */
export const LiveChat = lazyPart<object>({
  when: 'hydrated',
  fallback: null,
  load: () => import('./live-chat.lazy').then((m) => m.LiveChatContent),
});
