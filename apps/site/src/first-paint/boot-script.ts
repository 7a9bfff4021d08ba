import { APP_CONFIG_STORAGE_KEY, PREVIEW_STORAGE_KEY } from '@rooted/site-content/defaults/shell';
import { THEME_ATTRIBUTE } from '../lib/theme/theme-attribute';
import { EARLY_CONTROLS, FORM_FIELDS } from './early-controls';

/**
 * The one inline script a page carries. It starts the app's modules once the first
 * contentful paint is on screen: the prerendered HTML is the page, so on a slow phone
 * the 100 KB of code must not compete with it for the network or hold the main thread
 * before anything is visible. Browsers without paint timing wait one frame instead; a
 * hidden tab paints nothing, so it loads at once.
 *
 * The script sits in the head, so it hears of the first paint as soon as the browser reports
 * it. At the end of the body it ran only once the whole HTML was parsed, and on a long page
 * (the home page) parsing and laying out the rest of the page after the first paint kept the
 * downloads waiting for most of a second on a slow phone. The downloads start at the paint;
 * the modules run once the HTML is parsed (DOMContentLoaded), as the entry hydrates the whole
 * page.
 *
 * `data-modules` lists the module scripts in order: the vendor chunk (React, the router),
 * then the entry. All are preloaded at once, but each is started only after the one before
 * it has run, so the browser evaluates them in separate tasks rather than one long task
 * that would keep a first tap waiting. `data-preload` (written per page by the prerender,
 * render/route-chunks.ts) lists the route's own chunks, which the entry imports first thing:
 * preloaded with the others, they are there when it asks, a round trip sooner. The lists live in
 * attributes, which keeps this text (and its CSP hash) the same in every build.
 *
 * Until React listens, the page looks ready and does nothing, and on a slow phone that window
 * lasts a second or more. So the script records, in order, every click on a control (see
 * early-controls.ts) that React has not hydrated yet, and every keystroke outside a form field.
 * Ctrl/⌘+K is claimed at once (otherwise the browser's own search bar takes the keystrokes
 * that follow), and so is every printable key after it. It keeps recording clicks and keys on
 * controls React has not hydrated after the page has (a lazily hydrated section, page body or
 * footer), and stops them there, so React never handles them as well. The root layout takes
 * the record once the page has hydrated (`takeEarlyInput`). Other keystrokes are recorded until
 * the kept ones have been replayed (`endEarlyKeys`); the page's own shortcuts listen from then
 * on, and a keystroke recorded is stopped there, so the page never handles it twice. A tap kept
 * after that (the chat's launcher, hydrated a moment after the page) records keystrokes again,
 * printable ones claimed as after Ctrl+K, until it has been replayed: its part may hydrate between
 * two of the visitor's keys, and the keys after that moment would otherwise reach a page with
 * nothing yet listening for them (the overlay the tap opens starts listening only when the tap is
 * replayed). early-input.ts replays each
 * event once its control has hydrated. Links and form fields need no help: they work without
 * JavaScript.
 *
 * It also applies the visitor's stored theme (`ui.theme` of the app config: `light` or `dark`) to
 * `<html>` before anything is painted: the script runs in the head, before the body is parsed, so
 * a stored choice never flashes the other theme first. `auto`, or nothing stored, leaves the
 * stylesheet to follow the system.
 *
 * Only the prerender (render/html-template.ts) and the server (server/boot-script.ts, for the CSP
 * hash) import this file; the page runs the script's text, never this module.
 */
export const BOOT_SCRIPT = [
  '(function(b){var started=false,q=[],keys=true,typing=false,d=document;',
  // The stored theme, before the first paint (lib/theme/theme-attribute.ts); nothing stored or `auto` follows the system.
  `try{var t=JSON.parse(localStorage.getItem('${APP_CONFIG_STORAGE_KEY}')).ui.theme;(t==='light'||t==='dark')&&d.documentElement.setAttribute('${THEME_ATTRIBUTE}',t)}catch(e){}`,
  // An owner previewing a draft: hide the published text until the content sync shows the draft (PREVIEW_STORAGE_KEY, in @rooted/site-content).
  `try{localStorage.getItem('${PREVIEW_STORAGE_KEY}')!==null&&d.documentElement.setAttribute('data-preview','loading')}catch(e){}`,
  // React tags every element it has hydrated with a __reactFiber$… property (hydrated-by-react.ts).
  "function later(t){return t&&!Object.keys(t).some(function(k){return k.indexOf('__reactFiber')===0})}",
  // An event early-input-replay.lazy.ts dispatches again is never recorded a second time.
  'function rec(e){var t=e.target;if(!t||!t.closest||e.replayed)return;',
  `var c=later(t.closest('${EARLY_CONTROLS}'));`,
  // A kept tap turns keystroke recording back on until it has been replayed (endEarlyKeys): the
  // keys typed after it belong to what it opens, and would otherwise reach the page before it.
  // Its printable keys are claimed as after Ctrl+K: a Space on the focused, unhydrated button
  // would otherwise press it a second time.
  "if(e.type==='click'){if(c){e.stopPropagation();q.push(e);keys=typing=true;b.onEarlyInput&&b.onEarlyInput()}return}",
  `if(c)e.stopPropagation();else if(!keys||t.closest('${FORM_FIELDS}')||e.key==='Tab')return;`,
  "var k=(e.ctrlKey||e.metaKey)&&(e.key==='k'||e.key==='K');if(k)typing=true;",
  'if(k||typing&&e.key.length===1)e.preventDefault();e.stopPropagation();q.push(e);b.onEarlyInput&&b.onEarlyInput()}',
  "d.addEventListener('click',rec,true);d.addEventListener('keydown',rec,true);",
  // Keystrokes stay recorded until those already kept have been replayed (endEarlyKeys): one typed
  // while the replaying code loads would otherwise reach the page before the Ctrl+K that precedes it.
  // Once replayed, printable keys are the page's again (a Space presses a button).
  'b.takeEarlyInput=function(){keys=q.length>0;return q};b.endEarlyKeys=function(){keys=typing=false};',
  "function go(){if(started)return;started=true;var urls=b.dataset.modules.split(' ');",
  "urls.concat(b.dataset.preload?b.dataset.preload.split(' '):[]).forEach(function(url){var l=d.createElement('link');l.rel='modulepreload';l.href=url;d.head.appendChild(l)});",
  "function run(){(function next(i){if(i===urls.length)return;var s=d.createElement('script');s.type='module';s.src=urls[i];",
  's.onload=s.onerror=function(){next(i+1)};d.head.appendChild(s)})(0)}',
  // The code hydrates the whole page, so it runs once the HTML is parsed; only its download starts at the paint.
  "d.readyState==='loading'?d.addEventListener('DOMContentLoaded',run):run()}",
  "if(d.visibilityState==='hidden')return go();",
  "if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0)",
  "new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){setTimeout(go)})',
  '})(document.currentScript)',
].join('');

/** The tag that replaces Vite's module script and preloads in prerendered pages (at the end of the head); the entry comes last. */
export function bootScriptTag(moduleUrls: readonly string[]): string {
  return `<script data-modules="${moduleUrls.join(' ')}">${BOOT_SCRIPT}</script>`;
}
