import { createHash } from 'node:crypto';

/**
 * The one inline script a page carries. It starts the app's entry module once
 * the first contentful paint is on screen: the prerendered HTML is the page, so
 * on a slow phone the 90 KB entry must not compete with it for the network or
 * hold the main thread before anything is visible. Browsers without paint
 * timing wait one frame instead; a hidden tab paints nothing, so it loads at
 * once. The entry's URL comes from `data-entry`, which keeps this text (and its
 * CSP hash) the same in every build.
 */
export const BOOT_SCRIPT = [
  '(function(b){var started=false;',
  "function go(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.src=b.dataset.entry;document.head.appendChild(s)}",
  "if(document.visibilityState==='hidden')return go();",
  "if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0)",
  "new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){setTimeout(go)})',
  '})(document.currentScript)',
].join('');

/** The CSP source that allows exactly BOOT_SCRIPT and no other inline script. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The tag that replaces Vite's `<script type="module" src>` in prerendered pages. */
export function bootScriptTag(entryUrl: string): string {
  return `<script data-entry="${entryUrl}">${BOOT_SCRIPT}</script>`;
}
