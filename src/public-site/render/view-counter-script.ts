import { VIEW_THROTTLE_MS } from '../../core/analytics/view-counter';
import { SOURCE_PARAM } from '../../core/analytics/visit-sources';
import type { SiteLanguage } from '../../core/member/member-record';
import { scriptJson } from './html-escape';

/** The visitor's last counted view of a site, kept on their own device. */
export const VISIT_KEY_PREFIX = 'sitio.lastVisit.';
/**
 * The device's own random id, kept in its localStorage and sent with each count: how the server
 * tells visitors behind one shared address apart. No cookie: it never travels on its own.
 */
export const DEVICE_KEY = 'sitio.device';
export const VIEW_COUNTER_ERROR = 'Error al actualizar el contador de vistas';
/** The fields a count's body carries (application/x-www-form-urlencoded). */
export const BEACON_FIELDS = { device: 'k', language: 'l', referrer: 'r', source: 's', page: 'p', action: 'a' } as const;
/** The attribute the renderer puts on the links that are customer actions (call, chat, e-mail, directions). */
export const ACTION_ATTRIBUTE = 'data-a';

/**
 * The page's counting script. It runs after the load event, so it can never delay the first
 * paint or the largest one, and sends one POST to the site server, which decides per visitor
 * (the device id) whether the view counts. The one-hour throttle on the device is the core's
 * shouldCountVisit: no stored visit (or an unreadable one) counts, a stored visit in the future
 * does not. A tap on a link marked as a customer action sends one beacon (sendBeacon outlives
 * the page the tap leaves).
 */
export function viewCounterScript(siteKey: string, endpoint: string, actionEndpoint: string, language: SiteLanguage): string {
  const f = BEACON_FIELDS;
  return (
    `(function(){var k=${scriptJson(VISIT_KEY_PREFIX + siteKey)},u=${scriptJson(endpoint)},A=${scriptJson(actionEndpoint)},T=${VIEW_THROTTLE_MS},L=${scriptJson(language === 'ES' ? 'es' : 'en')},D=${scriptJson(DEVICE_KEY)};` +
    // The device id: 22 random URL-safe characters, made once per device; none where storage is blocked.
    'function d(){var i="";try{i=localStorage.getItem(D)||"";if(!/^[\\w-]{16,64}$/.test(i)){i=Array.from(crypto.getRandomValues(new Uint8Array(22)),function(b){return"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[b&63]}).join("");localStorage.setItem(D,i)}}catch(e){}return i}' +
    `function b(o){o.${f.device}=d();o.${f.language}=L;return new URLSearchParams(o)}` +
    'function c(){var n=Date.now(),l=null;try{var s=localStorage.getItem(k);l=s==null?null:Number(s)}catch(e){}' +
    'if(l!==null&&isFinite(l)&&!(n-l>T))return;' +
    `fetch(u,{method:"POST",keepalive:true,credentials:"omit",body:b({${f.referrer}:document.referrer,${f.source}:new URLSearchParams(location.search).get(${scriptJson(SOURCE_PARAM)})||"",${f.page}:location.pathname})}).then(function(r){if(!r.ok)throw r.status;` +
    'try{localStorage.setItem(k,String(n))}catch(e){}})' +
    `.catch(function(){console.error(${scriptJson(VIEW_COUNTER_ERROR)})})}` +
    `document.addEventListener("click",function(e){var t=e.target,n=t&&t.closest&&t.closest("a[${ACTION_ATTRIBUTE}]");try{n&&navigator.sendBeacon(A,b({${f.action}:n.getAttribute(${scriptJson(ACTION_ATTRIBUTE)})}))}catch(x){}},true);` +
    'function s(){setTimeout(c,0)}' +
    'if(document.readyState==="complete")s();else addEventListener("load",s)})();'
  );
}
