/**
 * The inline script at the top of every HTML file the build writes (the marketing pages and the
 * app's own HTML). It runs before the markup is parsed, so what it decides is in place for the
 * first paint:
 * - a device where a member is signed in gets html[data-member], which shows the member's header
 *   of a marketing page instead of the visitor's (src/ui/features/marketing/marketing.css);
 * - a visitor who chose the other language on this device is sent to the page's address in that
 *   language before anything paints;
 * - on a dashboard address, the dashboard's files are asked for at once, while the app's own
 *   script is still on its way, instead of one round trip after it.
 */

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
export const MEMBER_SNAPSHOT_STORAGE_KEY = 'sitio.dashboard';
/** A <meta> the build puts before the guard in the app's HTML, listing the dashboard route's files. */
export const DASHBOARD_PRELOAD_META = 'sitio-dashboard-preload';
/** A <meta> on marketing pages with a form: the app's entry, started when the visitor turns to the form. */
export const APP_ENTRY_META = 'sitio-app';
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
    `if(/^\\/dashboard(\\/|$)/.test(p))try{var t=document.querySelector(${JSON.stringify(`meta[name="${DASHBOARD_PRELOAD_META}"]`)});`,
    '(t?t.content.split(" "):[]).forEach(function(h){if(!h)return;var k=document.createElement("link"),c=/\\.css$/.test(h);',
    'k.rel=c?"preload":"modulepreload";if(c)k.as="style";k.crossOrigin="";k.href=h;document.head.appendChild(k)})}catch(e){}',
    '})()',
  ].join('');
  // display: contents, so the wrapper changes no layout.
  const style = `#${PRERENDERED_MARKUP_ID}{display:contents}`;
  return `<style>${style}</style><script>${body}</script>`;
}
