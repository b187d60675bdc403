import { storageKey } from '@tanstack/router-core'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { SCROLL_RESTORATION_STORAGE_KEY, SCROLL_RESTORE_SCRIPT } from '@/ssr/scroll-restore-script'

/** Runs the inline script as the page would (as the current script, which it then removes). */
function runScript() {
  const script = document.createElement('script')
  document.body.append(script)
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
  new Function(SCROLL_RESTORE_SCRIPT)()
  return script
}

describe('the server page’s scroll restore script', () => {
  let scrollTo: MockInstance<typeof window.scrollTo>
  beforeEach(() => {
    // A fresh record per test (restoring a spy does not clear what it recorded).
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollTo.mockClear()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    sessionStorage.clear()
    history.replaceState(null, '')
    document.body.innerHTML = ''
  })

  it('reads the entry the router stores', () => {
    expect(SCROLL_RESTORATION_STORAGE_KEY).toBe(storageKey)
  })

  it('does not scroll (so lays nothing out) when there is nothing stored for this history entry', () => {
    history.replaceState({ __TSR_key: 'a1' }, '')
    sessionStorage.setItem(storageKey, JSON.stringify({ other: { window: { scrollX: 0, scrollY: 900 } } }))
    const script = runScript()
    expect(scrollTo).not.toHaveBeenCalled()
    expect(script.isConnected).toBe(false)
  })

  it('puts the window and a scrolled element back where this history entry left them', () => {
    document.body.innerHTML = '<div data-scroll-restoration-id="table"></div>'
    history.replaceState({ __TSR_key: 'a1' }, '')
    sessionStorage.setItem(
      storageKey,
      JSON.stringify({
        a1: { window: { scrollX: 0, scrollY: 1200 }, '[data-scroll-restoration-id="table"]': { scrollX: 40, scrollY: 300 } },
      }),
    )
    runScript()
    expect(scrollTo).toHaveBeenCalledWith(0, 1200)
    const table = document.querySelector<HTMLElement>('[data-scroll-restoration-id="table"]')!
    expect([table.scrollLeft, table.scrollTop]).toEqual([40, 300])
  })

  it('ignores a stored entry it cannot read', () => {
    history.replaceState({ __TSR_key: 'a1' }, '')
    sessionStorage.setItem(storageKey, '{not json')
    expect(() => runScript()).not.toThrow()
    sessionStorage.setItem(storageKey, JSON.stringify({ a1: { window: { scrollX: 'x', scrollY: null }, '%%bad selector': { scrollX: 1, scrollY: 2 } } }))
    expect(() => runScript()).not.toThrow()
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
