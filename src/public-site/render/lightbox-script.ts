/**
 * The gallery's lightbox: a picture opens large in the page's <dialog>, with previous and next
 * buttons, the arrow keys and a swipe; Escape and a click beside the picture close it (the dialog
 * element does the focus and the Escape key). Without the script, or with a browser that has no
 * dialog, each picture is a plain link to itself.
 */
export const LIGHTBOX_SCRIPT =
  '(function(){var d=document.getElementById("lb");if(!d||!d.showModal)return;' +
  'var a=[].slice.call(document.querySelectorAll("a.lb")),i=0,m=d.querySelector("img"),x=null;' +
  'function s(n){i=(n+a.length)%a.length;m.src=a[i].href;m.alt=a[i].getAttribute("data-alt")||""}' +
  'a.forEach(function(l,n){l.addEventListener("click",function(e){e.preventDefault();s(n);d.showModal()})});' +
  'd.querySelector(".lb-p").addEventListener("click",function(){s(i-1)});' +
  'd.querySelector(".lb-n").addEventListener("click",function(){s(i+1)});' +
  'd.querySelector(".lb-x").addEventListener("click",function(){d.close()});' +
  'd.addEventListener("keydown",function(e){if(e.key==="ArrowLeft")s(i-1);else if(e.key==="ArrowRight")s(i+1)});' +
  'd.addEventListener("touchstart",function(e){x=e.touches[0].clientX},{passive:true});' +
  'd.addEventListener("touchend",function(e){if(x===null)return;var dx=e.changedTouches[0].clientX-x;x=null;if(Math.abs(dx)>40)s(dx<0?i+1:i-1)});' +
  'd.addEventListener("click",function(e){if(e.target===d)d.close()})})();';
