import { createBrowserHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KEY_HISTORY_ENTRY, loadAfterPaintScript } from '@/ssr/load-after-paint'

const keyHistoryEntry = () => new Function(KEY_HISTORY_ENTRY)()

describe("the page's history key, set before the router starts", () => {
  afterEach(() => {
    vi.restoreAllMocks()
    history.replaceState(null, '')
  })

  it('keys an entry without a key the way the router’s history would, so the router leaves it alone', () => {
    history.replaceState(null, '')
    keyHistoryEntry()
    const state = history.state as { __TSR_index: number; key: string; __TSR_key: string }
    expect(state.__TSR_index).toBe(0)
    expect(state.__TSR_key).toMatch(/^[a-z0-9]+$/)
    expect(state.key).toBe(state.__TSR_key)

    // The router's own history finds the key: it writes nothing, and its location carries ours.
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const routerHistory = createBrowserHistory()
    expect(replaceState).not.toHaveBeenCalled()
    expect(routerHistory.location.state.__TSR_key).toBe(state.__TSR_key)
    routerHistory.destroy()
  })

  it('leaves an entry that already has a key (a reload, back or forward) as it is', () => {
    history.replaceState({ __TSR_index: 3, key: 'abc', __TSR_key: 'abc' }, '')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    keyHistoryEntry()
    expect(replaceState).not.toHaveBeenCalled()
    expect(history.state).toEqual({ __TSR_index: 3, key: 'abc', __TSR_key: 'abc' })
  })

  it('is part of the script that starts the site after the first paint', () => {
    expect(loadAfterPaintScript('/assets/index.js')).toContain(KEY_HISTORY_ENTRY)
  })
})
