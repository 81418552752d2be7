/**
 * Prerendered markup is English and belongs to one path, but the same file is also served for
 * other URLs (index.html is Hosting's and `vite preview`'s fallback for every app route) and to
 * visitors who chose Spanish. This guard, inlined in <head> before the markup is parsed, hides
 * the markup in those cases, so nobody sees the wrong page or language flash. The markup sits
 * in a wrapper of its own inside #root, which the app replaces when it renders: nothing has to
 * reveal anything afterwards.
 */

/** Set on <html> by the build: the path whose markup the file holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the guard while the markup must not show. */
export const STALE_ATTRIBUTE = 'data-prerender-stale';
/** The id of the wrapper around the prerendered markup, inside #root. */
export const PRERENDERED_MARKUP_ID = 'prerendered';
/** Where the interface language is kept (src/adapters/browser/language-preference.local-storage.ts). */
export const LANGUAGE_STORAGE_KEY = 'sitio.language';
/**
 * Where the dashboard's snapshot is kept (src/adapters/browser/dashboard-snapshot.local-storage.ts):
 * a member is signed in on this device, so the visitor's header of the markup must not show.
 */
export const MEMBER_SNAPSHOT_STORAGE_KEY = 'sitio.dashboard';
/**
 * A <meta> the build puts before the guard, listing the dashboard route's files (its chunks, their
 * styles and its translations). On a dashboard address the guard asks for them at once, while the
 * app's own script is still on its way, instead of one round trip after it.
 */
export const DASHBOARD_PRELOAD_META = 'sitio-dashboard-preload';

/**
 * The guard as an inline script (nothing to load, runs before the markup paints): the markup
 * fits when the file was prerendered for this very path (a trailing slash aside), the stored
 * language is not Spanish and no member is signed in on this device (the markup has the
 * visitor's header); storage that cannot be read means English and a visitor, as in the app.
 */
export function guardScript(): string {
  const body = [
    '(function(){',
    'var d=document.documentElement,l=null,m=null,p=location.pathname.replace(/\\/+$/,"")||"/";',
    `try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});m=localStorage.getItem(${JSON.stringify(MEMBER_SNAPSHOT_STORAGE_KEY)})}catch(e){}`,
    `if(p!==d.getAttribute(${JSON.stringify(PRERENDERED_PATH_ATTRIBUTE)})||l==="ES"||m)d.setAttribute(${JSON.stringify(STALE_ATTRIBUTE)},"")`,
    `;if(/^\\/dashboard(\\/|$)/.test(p))try{var t=document.querySelector(${JSON.stringify(`meta[name="${DASHBOARD_PRELOAD_META}"]`)});`,
    '(t?t.content.split(" "):[]).forEach(function(h){if(!h)return;var k=document.createElement("link"),c=/\\.css$/.test(h);',
    'k.rel=c?"preload":"modulepreload";if(c)k.as="style";k.crossOrigin="";k.href=h;document.head.appendChild(k)})}catch(e){}',
    '})()',
  ].join('');
  // display: contents, so the wrapper changes no layout; set here, not inline, where it would
  // outrank the rule that hides it.
  const style = `#${PRERENDERED_MARKUP_ID}{display:contents}html[${STALE_ATTRIBUTE}] #${PRERENDERED_MARKUP_ID}{display:none}`;
  return `<style>${style}</style><script>${body}</script>`;
}
