/**
 * The inline module script a server-rendered page ends with: it starts the site's code once the
 * browser has painted the server's HTML (a ResizeObserver's first callback, which fake clocks do
 * not hold back; a timer in a hidden tab), and keys the history entry then, as the router would.
 * No modulepreload links: each costs main thread (docs/decisions/001-start-in-steps.md).
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
