/**
 * The inline script at the top of every HTML file the build writes (the marketing pages and the
 * app's own HTML). It runs before the markup is parsed, so what it decides is in place for the
 * first paint:
 * - a device where a member is signed in gets html[data-member], which shows the member's header
 *   of a marketing page instead of the visitor's (src/ui/features/marketing/marketing.css);
 * - a visitor who chose the other language on this device is sent to the page's address in that
 *   language before anything paints.
 * The app's HTML has a second one right after it for the dashboard (dashboardScript).
 */
import { DASHBOARD_SCREEN_STORAGE_KEY, DASHBOARD_SNAPSHOT_STORAGE_KEY } from '../../core/dashboard/dashboard-snapshot.ts';
import { MOBILE_BREAKPOINT_PX } from '../../core/dashboard/layout-constants.ts';
import { ROUTES } from '../../core/dashboard/route-paths.ts';

/** Set on <html> by the build: the path whose markup the file holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the build: the language of the file's markup, EN or ES. */
export const PAGE_LANGUAGE_ATTRIBUTE = 'data-page-language';
/** Set on <html> by the build: the same page's address in the other language. */
export const ALTERNATE_ATTRIBUTE = 'data-alternate';
/** Set on <html> by the guard where a member is signed in on this device. */
export const MEMBER_ATTRIBUTE = 'data-member';
/** The id of the wrapper around the prerendered markup, inside #root. */
export const PRERENDERED_MARKUP_ID = 'prerendered';
/** Where the interface language is kept (src/adapters/browser/language-preference.local-storage.ts). */
export const LANGUAGE_STORAGE_KEY = 'sitio.language';
/**
 * Where the dashboard's snapshot is kept (src/adapters/browser/dashboard-snapshot.local-storage.ts):
 * a member is signed in on this device (signing out removes it).
 */
export const MEMBER_SNAPSHOT_STORAGE_KEY = DASHBOARD_SNAPSHOT_STORAGE_KEY;
/** Where the dashboard's first screen is kept as markup (the same adapter; cleared with the snapshot). */
export { DASHBOARD_SCREEN_STORAGE_KEY };
/** A <meta> the build puts before the guard in the app's HTML, listing the dashboard route's files. */
export const DASHBOARD_PRELOAD_META = 'sitio-dashboard-preload';
/** In that list, `en|<url>` is a file of one language only (translations), asked for in that language. */
export const DASHBOARD_LANGUAGE_SEPARATOR = '|';
/** A <meta> on marketing pages with a form: the app's entry, started when the visitor turns to the form. */
export const APP_ENTRY_META = 'sitio-app';
/**
 * Where the dashboard script keeps the last tap on the saved screen before the app has taken over
 * (a global of the page), for the app to replay (src/ui/app/dashboard/early-tap.ts).
 */
export const EARLY_TAP_GLOBAL = '__sitioEarlyTap';
/** Dispatched on document by the app once it has adopted a marketing page's markup (src/ui/main.tsx). */
export const APP_ADOPTED_EVENT = 'sitio:app-adopted';

/**
 * The guard as an inline script. Storage that cannot be read means a visitor with no choice
 * made, as in the app.
 */
export function guardScript(): string {
  const attribute = (name: string) => `d.getAttribute(${JSON.stringify(name)})`;
  const body = [
    '(function(){',
    'var d=document.documentElement,l=null,m=null,p=location.pathname;',
    `try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});m=localStorage.getItem(${JSON.stringify(MEMBER_SNAPSHOT_STORAGE_KEY)})}catch(e){}`,
    `if(m)d.setAttribute(${JSON.stringify(MEMBER_ATTRIBUTE)},"");`,
    `var g=${attribute(PAGE_LANGUAGE_ATTRIBUTE)},a=${attribute(ALTERNATE_ATTRIBUTE)};`,
    'if(a&&g&&(l==="EN"||l==="ES")&&l!==g){location.replace(a+location.search+location.hash);return}',
    '})()',
  ].join('');
  // display: contents, so the wrapper changes no layout.
  const style = `#${PRERENDERED_MARKUP_ID}{display:contents}`;
  return `<style>${style}</style><script>${body}</script>`;
}

/**
 * The app's second inline script, right after the guard, on dashboard addresses:
 * - the dashboard's files are asked for at once, while the app's own script is still on its way,
 *   instead of one round trip after it; its styles hold the first paint;
 * - at the dashboard's own address, the first screen saved on this device
 *   (src/ui/app/dashboard/saved-screen.tsx) goes into #root the moment the parser has made it, so
 *   the navigation and the member's page are on screen with the HTML and its styles, before any of
 *   the app's scripts has run; the app's first render replaces it with the same screen. The
 *   dashboard's code is asked for at once, on every visit: without a service worker its round trip
 *   is what the visit waits for, and with one it is ready by the time the app's own code has run,
 *   instead of being asked for only then (the app's take-over waits for it either way).
 * - a tap on that screen before the app has taken over is not lost: a link of the dashboard is not
 *   followed as a page load but shown as the current one at once, and the tap (its address, or
 *   which button it was) is kept for the app to replay when it draws its own screen.
 * Being in the head, ahead of every stylesheet, it waits for none of them. It draws nothing unless
 * the screen was made by this build, for this layout and in the language the app will start in,
 * and a member is signed in on this device.
 */
export function dashboardScript(): string {
  const body = [
    '(function(){try{',
    'var p=location.pathname;',
    'if(!/^\\/dashboard(\\/|$)/.test(p))return;',
    `var t=document.querySelector(${JSON.stringify(`meta[name="${DASHBOARD_PRELOAD_META}"]`)});if(!t)return;`,
    `var l="EN";try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})==="ES"?"ES":"EN"}catch(e){}`,
    // Only the files of the language the app will start in (the other one loads on a switch).
    `var f=t.content.split(" ").filter(Boolean).filter(function(h){var i=h.indexOf(${JSON.stringify(DASHBOARD_LANGUAGE_SEPARATOR)});return i<0||h.slice(0,i)===l.toLowerCase()}).map(function(h){return h.slice(h.indexOf(${JSON.stringify(DASHBOARD_LANGUAGE_SEPARATOR)})+1)});`,
    // A stylesheet added by a script holds the first paint only when it says so.
    'function add(h){var k=document.createElement("link"),c=/\\.css$/.test(h);k.rel=c?"stylesheet":"modulepreload";if(c)k.setAttribute("blocking","render");k.crossOrigin="";k.href=h;document.head.appendChild(k)}',
    // Styles first: they hold the first paint.
    'f.filter(function(h){return/\\.css$/.test(h)}).forEach(add);f.filter(function(h){return!/\\.css$/.test(h)}).forEach(add);',
    `var s=null,m=null;try{s=JSON.parse(localStorage.getItem(${JSON.stringify(DASHBOARD_SCREEN_STORAGE_KEY)})||"null");`,
    `m=localStorage.getItem(${JSON.stringify(MEMBER_SNAPSHOT_STORAGE_KEY)})}catch(e){}`,
    `if(!s||!m||s.build!==t.content||s.language!==l||typeof s.html!=="string"||p.replace(/\\/+$/,"")!==${JSON.stringify(ROUTES.dashboard)})return;`,
    // The layout is known once the viewport <meta> is parsed, which is before #root.
    'var o=new MutationObserver(function(){var r=document.getElementById("root");if(!r)return;o.disconnect();',
    'var w=document.documentElement.clientWidth||innerWidth;',
    `if(s.chrome!==(w<=${MOBILE_BREAKPOINT_PX}?"mobile":"sidebar")||r.firstChild)return;`,
    'document.documentElement.lang=s.language==="ES"?"es":"en";r.innerHTML=s.html;var v=r.firstElementChild;',
    // Only taps on the saved screen itself: once the app has drawn its own, it is gone.
    'document.addEventListener("click",function(e){if(!v||!v.isConnected||!r.contains(e.target)||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;',
    'var c=e.target.closest("a[href],button");if(!c)return;var h=c.tagName==="A"?c.getAttribute("href"):null;',
    'if(h!==null&&(c.target||!/^\\/dashboard(\\/|$)/.test(h)))return;e.preventDefault();',
    `window[${JSON.stringify(EARLY_TAP_GLOBAL)}]={href:h,index:[].indexOf.call(r.querySelectorAll("a[href],button"),c),text:c.textContent};`,
    'if(h!==null){[].forEach.call(v.querySelectorAll("a[aria-current]"),function(a){a.classList.remove("active");a.removeAttribute("aria-current")});c.classList.add("active");c.setAttribute("aria-current","page")}',
    '},true)});',
    'o.observe(document,{childList:true,subtree:true})',
    '}catch(e){}})()',
  ].join('');
  return `<script>${body}</script>`;
}
