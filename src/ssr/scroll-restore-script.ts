/**
 * The inline script that puts a reloaded or revisited page back where it was scrolled, before the
 * site's code runs. It replaces the router's own, which ends in `scrollTo(0, 0)` when there is
 * nothing to restore and so forces a layout mid-parse; this one touches the page only when there
 * is a position. It reads the router's sessionStorage entry (keyed by the history entry's
 * __TSR_key; tests/unit/scroll-restore-script.test.ts checks the key against the router's).
 */
export const SCROLL_RESTORATION_STORAGE_KEY = 'tsr-scroll-restoration-v1_3'

export const SCROLL_RESTORE_SCRIPT = `(function(k){var all;try{all=JSON.parse(sessionStorage.getItem(k)||"{}")}catch(e){return}var key=history.state&&history.state.__TSR_key;var entries=all&&key?all[key]:null;if(!entries)return;for(var s in entries){var p=entries[s];if(!p||!Number.isFinite(p.scrollX)||!Number.isFinite(p.scrollY))continue;if(s==="window"){scrollTo(p.scrollX,p.scrollY);continue}try{var el=document.querySelector(s);if(el){el.scrollLeft=p.scrollX;el.scrollTop=p.scrollY}}catch(e){}}})(${JSON.stringify(SCROLL_RESTORATION_STORAGE_KEY)});document.currentScript.remove()`
