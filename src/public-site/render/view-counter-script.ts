import { VIEW_THROTTLE_MS } from '../../core/analytics/view-counter';
import { scriptJson } from './html-escape';

/** The visitor's last counted view of a site, kept on their own device. */
export const VISIT_KEY_PREFIX = 'sitio.lastVisit.';
export const VIEW_COUNTER_ERROR = 'Error al actualizar el contador de vistas';

/**
 * The page's only script. It runs after the load event, so it can never delay the first paint
 * or the largest one, and sends one POST to the site server, which adds exactly one view
 * (total and the America/Chicago day of the request, computed on the server by the core's
 * chicagoDateKey). The one-hour throttle is the core's shouldCountVisit: no stored visit (or an
 * unreadable one) counts, a stored visit in the future does not.
 */
export function viewCounterScript(siteKey: string, endpoint: string): string {
  return (
    `(function(){var k=${scriptJson(VISIT_KEY_PREFIX + siteKey)},u=${scriptJson(endpoint)},T=${VIEW_THROTTLE_MS};` +
    'function c(){var n=Date.now(),l=null;try{var s=localStorage.getItem(k);l=s==null?null:Number(s)}catch(e){}' +
    'if(l!==null&&isFinite(l)&&!(n-l>T))return;' +
    'fetch(u,{method:"POST",keepalive:true,credentials:"omit"}).then(function(r){if(!r.ok)throw r.status;' +
    'try{localStorage.setItem(k,String(n))}catch(e){}})' +
    `.catch(function(){console.error(${scriptJson(VIEW_COUNTER_ERROR)})})}` +
    'function s(){setTimeout(c,0)}' +
    'if(document.readyState==="complete")s();else addEventListener("load",s)})();'
  );
}
