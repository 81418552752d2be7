import type { Html } from './site-html';
import { escapeHtml as e } from './html-escape';
import type { SiteStrings } from './site-strings';

/**
 * The gallery's lightbox: a picture opens large in the page's <dialog>, with previous and next
 * buttons, the arrow keys and a swipe; Escape and a click beside the picture close it (the dialog
 * element does the focus and the Escape key). Without the script, or with a browser that has no
 * dialog, each picture is a plain link to itself. The dialog's picture is made by the script: an
 * <img> with no picture yet would be invalid HTML, and useless without the script.
 */
export const LIGHTBOX_SCRIPT =
  '(function(){var d=document.getElementById("lb");if(!d||!d.showModal)return;' +
  'var a=[].slice.call(document.querySelectorAll("a.lb")),i=0,m=document.createElement("img"),x=null;m.alt="";d.insertBefore(m,d.firstChild);' +
  'function s(n){i=(n+a.length)%a.length;m.srcset=a[i].getAttribute("data-srcset")||"";m.sizes="100vw";m.src=a[i].href;m.alt=a[i].getAttribute("data-alt")||""}' +
  'a.forEach(function(l,n){l.addEventListener("click",function(e){e.preventDefault();s(n);d.showModal()})});' +
  'd.querySelector(".lb-p").addEventListener("click",function(){s(i-1)});' +
  'd.querySelector(".lb-n").addEventListener("click",function(){s(i+1)});' +
  'd.querySelector(".lb-x").addEventListener("click",function(){d.close()});' +
  'd.addEventListener("keydown",function(e){if(e.key==="ArrowLeft")s(i-1);else if(e.key==="ArrowRight")s(i+1)});' +
  'd.addEventListener("touchstart",function(e){x=e.touches[0].clientX},{passive:true});' +
  'd.addEventListener("touchend",function(e){if(x===null)return;var dx=e.changedTouches[0].clientX-x;x=null;if(Math.abs(dx)>40)s(dx<0?i+1:i-1)});' +
  'd.addEventListener("click",function(e){if(e.target===d)d.close()})})();';

/** The lightbox's dialog: its buttons only, the script adds the picture. */
export function lightboxDialog(s: SiteStrings): Html {
  return (
    `<dialog id="lb" aria-label="${e(s.lightbox.label)}">` +
    `<button type="button" class="lb-p" aria-label="${e(s.lightbox.previous)}">‹</button><button type="button" class="lb-n" aria-label="${e(s.lightbox.next)}">›</button>` +
    `<button type="button" class="lb-x" aria-label="${e(s.lightbox.close)}">×</button></dialog>`
  );
}
