/**
 * GET /track/script.js — the brand-site script (issue 5 item 2; snippets.ts `trackingSnippet`).
 * On a landing page it keeps `click_id` from the URL in first-party storage (localStorage and a
 * cookie, 45 days); on a confirmation page `window.bcTrack.push({offer_id, event, transaction_id,
 * amount})` (thank-you page or button target) sends the conversion through pixel.gif with the kept
 * click id. Items pushed before the script loaded are replayed. Plain ES5: it runs on any brand site.
 */
export const TRACKING_WINDOW_DAYS = 45;

export function trackingScript(): string {
  return `(function(){
var KEY='bc_click_id',DAYS=${TRACKING_WINDOW_DAYS},MS=DAYS*864e5;
var me=document.currentScript&&document.currentScript.src;var origin=me?me.replace(/\\/track\\/script\\.js.*$/,''):'';
function store(id){try{localStorage.setItem(KEY,JSON.stringify({id:id,at:Date.now()}))}catch(e){}
document.cookie=KEY+'='+encodeURIComponent(id)+';path=/;max-age='+(DAYS*86400)+';samesite=lax';}
function stored(){try{var v=JSON.parse(localStorage.getItem(KEY)||'null');if(v&&Date.now()-v.at<MS)return v.id}catch(e){}
var m=document.cookie.match(/(?:^|;\\s*)bc_click_id=([^;]+)/);return m?decodeURIComponent(m[1]):'';}
var q=new URLSearchParams(location.search).get('click_id');if(q&&/^[0-9a-f-]{36}$/i.test(q))store(q);
function send(c){if(!c||!c.offer_id)return;var id=c.click_id||stored();if(!id)return;
var p=new URLSearchParams({offer_id:String(c.offer_id),click_id:id,src:'script'});
if(c.event!=null)p.set('event',String(c.event));if(c.transaction_id!=null)p.set('transaction_id',String(c.transaction_id));if(c.amount!=null)p.set('amount',String(c.amount));
new Image(1,1).src=origin+'/track/pixel.gif?'+p.toString();}
var prev=window.bcTrack;var api={push:function(c){send(c);return 0}};
if(prev&&prev.length)for(var i=0;i<prev.length;i++)send(prev[i]);
window.bcTrack=api;
})();
`;
}
