import type { MouseEvent } from 'react'

/**
 * Makes a whole table row (or card) act like the link it holds: a click anywhere on it follows
 * that link. The link itself stays the one keyboard stop (Tab, then Enter) and keeps middle- and
 * modifier-clicks; a click on the link, on another control or while selecting text is left alone.
 */
export function followRowLink(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0) return
  const target = event.target as Element
  if (target.closest('a, button, input, select, textarea, label, summary')) return
  if (window.getSelection?.()?.toString()) return
  event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click()
}
