/**
 * The inline module script a server-rendered page ends with: it starts the site's code only once
 * the browser has painted the server's HTML. On a slow phone the page is then readable at the
 * speed of its HTML and CSS: the ~150 KB of scripts neither compete with them for the network nor
 * hold the main thread before the first frame. The entry's imports are found by the browser as it
 * loads the module graph, not listed as <link rel="modulepreload">: each such link a script adds
 * cost ~2 ms of main thread on a mid-range phone (measured: 25 links, ~60 ms, most of a long task),
 * where the graph's one extra round trip comes after the page is readable.
 *
 * "Painted" is a task after the next rendering step, found by a ResizeObserver's first callback
 * (it runs in that step, as animation frames do, but is not a timer: it also comes where timers are
 * slowed or faked, as in tests with a paused clock). A hidden tab renders no frames, so a timer
 * starts the code there.
 *
 * In that rendering step it also gives the page's history entry the key TanStack Router's history
 * would add when the router is built (KEY_HISTORY_ENTRY): a history.replaceState, ~5 ms of main
 * thread on a slow machine, which otherwise lands in the router's constructor, already the longest
 * step of the start.
 */

import { jsonForScript } from './json-for-script'

/**
 * Keys the current history entry as @tanstack/history's createBrowserHistory does when the entry has
 * no key (then it leaves the entry alone). tests/unit/load-after-paint.test.ts checks it against the
 * library.
 */
export const KEY_HISTORY_ENTRY = `try{const s=history.state;if(!(s&&(s.__TSR_key||s.key))){const k=(Math.random()+1).toString(36).slice(7);history.replaceState({__TSR_index:0,key:k,__TSR_key:k},"")}}catch(e){}`

export function loadAfterPaintScript(entry: string): string {
  // An asset path from the build's manifest; escaped anyway, as everything put inside a <script>.
  return `{let done=false;const load=()=>{if(done)return;done=true;observer.disconnect();import(${jsonForScript(entry)})};const observer=new ResizeObserver(()=>{${KEY_HISTORY_ENTRY};const channel=new MessageChannel();channel.port1.onmessage=load;channel.port2.postMessage(null)});observer.observe(document.documentElement);setTimeout(load,250)}`
}
