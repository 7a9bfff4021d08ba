/**
 * The one inline script a page carries. It starts the app's modules once the first
 * contentful paint is on screen: the prerendered HTML is the page, so on a slow phone
 * the 100 KB of code must not compete with it for the network or hold the main thread
 * before anything is visible. Browsers without paint timing wait one frame instead; a
 * hidden tab paints nothing, so it loads at once.
 *
 * `data-modules` lists the module scripts in order: the vendor chunk (React, the router),
 * then the entry. All are preloaded at once, but each is started only after the one before
 * it has run, so the browser evaluates them in separate tasks rather than one long task
 * that would keep a first tap waiting. The list lives in an attribute, which keeps this
 * text (and its CSP hash) the same in every build.
 *
 * Until React listens, a tap on one of the page's buttons (menu, search, chat, carousel) would
 * do nothing, and on a slow phone that window lasts a second or more. The script keeps the last
 * such tap; the entry takes it just before hydrating (`takeEarlyTap`, which also stops the
 * recording, since React replays taps during hydration itself) and early-tap.ts replays
 * it once the page is hydrated. Links need no help: they work without JavaScript.
 *
 * Only the prerender (scripts/html-template.ts) and the server (server/boot-script.ts, for the CSP
 * hash) import this file; the page runs the script's text, never this module.
 */
export const BOOT_SCRIPT = [
  '(function(b){var started=false,early=null;',
  "function tap(e){var t=e.target;t=t&&t.closest&&t.closest('button[type=button]');if(t)early=t}",
  "document.addEventListener('click',tap,true);",
  "b.takeEarlyTap=function(){document.removeEventListener('click',tap,true);return early};",
  "function go(){if(started)return;started=true;var urls=b.dataset.modules.split(' ');",
  "urls.forEach(function(url){var l=document.createElement('link');l.rel='modulepreload';l.href=url;document.head.appendChild(l)});",
  "(function next(i){if(i===urls.length)return;var s=document.createElement('script');s.type='module';s.src=urls[i];",
  's.onload=s.onerror=function(){next(i+1)};document.head.appendChild(s)})(0)}',
  "if(document.visibilityState==='hidden')return go();",
  "if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0)",
  "new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){setTimeout(go)})',
  '})(document.currentScript)',
].join('');

/** The tag that replaces Vite's module script and preloads in prerendered pages; the entry comes last. */
export function bootScriptTag(moduleUrls: readonly string[]): string {
  return `<script data-modules="${moduleUrls.join(' ')}">${BOOT_SCRIPT}</script>`;
}
