import type { RichText } from '../rich-text';

/** One thing the site keeps in the browser, as the privacy and cookie pages list it. */
export interface StorageKey {
  key: string;
  store: 'localStorage' | 'sessionStorage';
  purpose: RichText;
  written: string;
  cleared: string;
}

/**
 * Every key the site writes, and nothing else: no cookies, no identifiers, no
 * email addresses. `cookie-consent` exists only while analytics is switched on.
 */
export const storageKeys: readonly StorageKey[] = [
  {
    key: 'rooted-ventures-site-content',
    store: 'localStorage',
    purpose: 'Content changes a site owner made in this browser (texts, ventures). No personal data.',
    written:
      'Only in a site owner’s browser: when they preview a draft in the editor, or edit content through the content API',
    cleared: 'When the owner discards the preview or publishes, when the content is reset, or when you clear site data',
  },
  {
    key: 'app-config',
    store: 'localStorage',
    purpose: 'Display and feature settings (for example whether live chat or animations are on). Never credentials.',
    written: 'Only when a setting is changed',
    cleared: 'When the settings are reset, or when you clear site data',
  },
  {
    key: 'chat-transcript',
    store: 'sessionStorage',
    purpose: 'The messages of your live chat, so they survive moving between pages.',
    written: 'After you first open the chat',
    cleared: 'When you close the tab, or choose “Clear chat”',
  },
  {
    key: 'exit-intent-shown',
    store: 'sessionStorage',
    purpose: [{ code: '1' }, ' once the newsletter popup has been shown, so it appears at most once per visit.'],
    written: 'When the popup is shown',
    cleared: 'When you close the tab',
  },
  {
    key: 'exit-intent',
    store: 'localStorage',
    purpose: 'The time you dismissed the popup or subscribed, so we do not ask again.',
    written: 'When you dismiss the popup or subscribe to the newsletter',
    cleared: 'A dismissal is ignored after 30 days; clear site data to remove it',
  },
  {
    key: 'cookie-consent',
    store: 'localStorage',
    purpose:
      'Your analytics choice, its time and the policy revision you answered. Exists only when analytics is switched on.',
    written: 'When you accept or reject analytics',
    cleared: 'When this policy’s revision changes (you are asked again), or when you clear site data',
  },
];
