import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MantineProvider } from '@mantine/core'
import { AutoplayCarousel } from '@/components/AutoplayCarousel'
import { theme } from '@/app/theme'
import { fakeMediaQueryList } from '../media-query'

/**
 * The carousel's "calm page" gating (issue 14) with every outside signal in the test's hands:
 * the window's load event (document.readyState), the idle callback, the IntersectionObserver and
 * Swiper itself (a fake that records autoplay start/stop).
 */

const swipers = vi.hoisted(() => {
  type Params = Record<string, unknown>
  class FakeSwiper {
    static instances: FakeSwiper[] = []
    destroyed = false
    el: HTMLElement
    wrapperEl: HTMLElement
    slides: HTMLElement[]
    visibleSlides: HTMLElement[] = []
    params: Params
    autoplay = {
      running: false,
      start: () => {
        this.autoplay.running = true
        this.starts += 1
        return true
      },
      stop: () => {
        this.autoplay.running = false
        this.stops += 1
        return true
      },
    }
    starts = 0
    stops = 0
    constructor(el: HTMLElement, params: Params) {
      this.el = el
      this.params = params
      this.wrapperEl = el.querySelector('.swiper-wrapper') as HTMLElement
      this.slides = [...el.querySelectorAll<HTMLElement>('.swiper-slide')]
      el.classList.add('swiper-initialized')
      FakeSwiper.instances.push(this)
    }
    update() {}
    slideTo() {}
    slideNext() {}
    slidePrev() {}
    destroy() {
      this.destroyed = true
      this.el.classList.remove('swiper-initialized')
    }
  }
  return FakeSwiper
})

vi.mock('@/components/autoplay-carousel-swiper', () => ({ Swiper: swipers, A11y: {}, Autoplay: {} }))

/** IntersectionObserver as the test decides: `scrollTo` tells every observer where the carousel is. */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = []
  readonly rootMargin: string
  private targets: Element[] = []
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px'
    FakeIntersectionObserver.observers.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets = []
  }
  takeRecords() {
    return []
  }
  /** far: off screen, beyond any margin; near: within the 300 px margin; visible: on screen. */
  report(where: 'far' | 'near' | 'visible') {
    const margin = this.rootMargin !== '0px'
    const isIntersecting = where === 'visible' || (where === 'near' && margin)
    if (this.targets.length === 0) return
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    )
  }
}

function scrollTo(where: 'far' | 'near' | 'visible') {
  act(() => FakeIntersectionObserver.observers.forEach((observer) => observer.report(where)))
}

let readyState: DocumentReadyState
let idleCallbacks: IdleRequestCallback[]

/** The window's load event, as the browser fires it. */
function fireLoad() {
  readyState = 'complete'
  act(() => {
    window.dispatchEvent(new Event('load'))
  })
}

/** The browser finds an idle moment: every pending idle callback runs. */
function beIdle() {
  const pending = idleCallbacks.splice(0)
  act(() => pending.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })))
}

beforeEach(() => {
  FakeIntersectionObserver.observers = []
  swipers.instances = []
  readyState = 'interactive'
  idleCallbacks = []
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
})

afterEach(() => {
  // Unmount while the fakes are still in place (the carousel cancels its idle callback).
  cleanup()
  vi.unstubAllGlobals()
})

const items = ['Alpha', 'Beta', 'Gamma', 'Delta']
const LABEL = 'Test slides'

function Carousel() {
  return (
    <MantineProvider theme={theme}>
      <AutoplayCarousel
        label={LABEL}
        items={items}
        itemKey={(item) => item}
        renderItem={(item) => <a href={`#${item}`}>{item}</a>}
        delay={3000}
        breakpoints={{ 0: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 992: { slidesPerView: 3, spaceBetween: 24 } }}
        spaceBetween={20}
      />
    </MantineProvider>
  )
}

const region = () => screen.getByRole('region', { name: LABEL })
const swiper = () => swipers.instances.at(-1)

/** Renders the carousel and brings Swiper in (page idle, carousel near), autoplay not yet allowed. */
async function renderStarted() {
  render(<Carousel />)
  fireLoad()
  beIdle()
  scrollTo('visible')
  await waitFor(() => expect(swiper()).toBeDefined())
  await waitFor(() => expect(region()).toHaveAttribute('data-autoplay', 'running'))
  expect(swiper()!.autoplay.running).toBe(true)
}

describe('carousel autoplay waits for a loaded, idle page', () => {
  it('starts nothing before the load event, even on screen: no Swiper, no autoplay, no idle callback', async () => {
    render(<Carousel />)
    scrollTo('visible')
    // Anything that would start has had its chance (effects, the Swiper chunk's promise).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    expect(swipers.instances).toHaveLength(0)
    expect(idleCallbacks).toHaveLength(0)
    // The control still offers Pause: autoplay is wanted, the page just is not ready for it.
    expect(within(region()).getByRole('button', { name: `Pause ${LABEL}` })).toBeInTheDocument()
  })

  it('after the load event it waits for an idle moment, then starts while visible', async () => {
    render(<Carousel />)
    scrollTo('visible')
    fireLoad()
    expect(idleCallbacks).toHaveLength(1)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    expect(swipers.instances).toHaveLength(0)

    beIdle()
    await waitFor(() => expect(region()).toHaveAttribute('data-autoplay', 'running'))
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(true))
    expect(swiper()!.starts).toBe(1)
  })

  it('asks for the idle moment at once when the page had loaded before the carousel mounted', async () => {
    readyState = 'complete'
    render(<Carousel />)
    expect(idleCallbacks).toHaveLength(1)
    beIdle()
    scrollTo('visible')
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(true))
  })

  it('falls back to a short timeout where there is no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    render(<Carousel />)
    scrollTo('visible')
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    fireLoad()
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(true))
  })

  it('loads Swiper only when the idle page has the carousel near the viewport', async () => {
    render(<Carousel />)
    fireLoad()
    beIdle()
    scrollTo('far')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(swipers.instances).toHaveLength(0)
    scrollTo('near')
    await waitFor(() => expect(swipers.instances).toHaveLength(1))
    // Near is not visible: Swiper is ready, autoplay is not running.
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    expect(swiper()!.starts).toBe(0)
    scrollTo('visible')
    await waitFor(() => expect(swiper()!.autoplay.running).toBe(true))
  })

  it('loads Swiper at once for a visitor who reaches for it before the load, but does not autoplay', async () => {
    render(<Carousel />)
    scrollTo('visible')
    await userEvent.hover(within(region()).getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(swipers.instances).toHaveLength(1))
    await userEvent.unhover(within(region()).getByRole('button', { name: 'Next slide' }))
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    expect(swiper()!.starts).toBe(0)
    fireLoad()
    beIdle()
    await waitFor(() => expect(swiper()!.autoplay.running).toBe(true))
  })
})

describe('carousel autoplay runs only while visible', () => {
  it('stops when scrolled out of view and starts again when back', async () => {
    await renderStarted()
    scrollTo('far')
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    expect(swiper()!.autoplay.running).toBe(false)
    expect(swiper()!.stops).toBe(1)
    // Swiper stays (it was loaded once); only its autoplay stopped.
    expect(swiper()!.destroyed).toBe(false)
    scrollTo('visible')
    expect(region()).toHaveAttribute('data-autoplay', 'running')
    expect(swiper()!.autoplay.running).toBe(true)
    expect(swiper()!.starts).toBe(2)
  })

  it('stays paused after the visitor paused it, out of view and back', async () => {
    await renderStarted()
    await userEvent.click(screen.getByRole('button', { name: `Pause ${LABEL}` }))
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    expect(swiper()!.autoplay.running).toBe(false)
    scrollTo('far')
    scrollTo('visible')
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    expect(swiper()!.autoplay.running).toBe(false)
    expect(swiper()!.starts).toBe(1)
    expect(screen.getByRole('button', { name: `Play ${LABEL}` })).toBeInTheDocument()
    // Play is the visitor's choice: it starts again.
    await userEvent.click(screen.getByRole('button', { name: `Play ${LABEL}` }))
    expect(swiper()!.autoplay.running).toBe(true)
  })

  it('never autoplays with prefers-reduced-motion, loaded, idle and visible', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fakeMediaQueryList(query, query.includes('prefers-reduced-motion: reduce')),
    )
    render(<Carousel />)
    fireLoad()
    beIdle()
    scrollTo('visible')
    await waitFor(() => expect(swipers.instances).toHaveLength(1))
    scrollTo('far')
    scrollTo('visible')
    expect(region()).toHaveAttribute('data-autoplay', 'stopped')
    expect(swiper()!.starts).toBe(0)
    expect(screen.getByRole('button', { name: `Play ${LABEL}` })).toBeInTheDocument()
  })

  it('still pauses on hover and focus while visible', async () => {
    await renderStarted()
    const slide = within(region()).getAllByRole('group')[0]!
    await userEvent.hover(slide)
    expect(swiper()!.autoplay.running).toBe(false)
    await userEvent.unhover(slide)
    expect(swiper()!.autoplay.running).toBe(true)
    act(() => within(slide).getByRole('link').focus())
    expect(swiper()!.autoplay.running).toBe(false)
  })
})

describe('carousel markup is the same on the server and in the first client render', () => {
  it('renders without reading window: slides, stopped autoplay, and the breakpoints as CSS variables', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia')
    const html = renderToString(<Carousel />)
    expect(matchMedia).not.toHaveBeenCalled()
    expect(html).toContain('data-autoplay="stopped"')
    expect(html.match(/class="swiper-slide /g)).toHaveLength(items.length)
    // The slides' layout before Swiper: variables in the style attribute, read by the module's
    // min-width media queries. No <style> element: its text failed React's hydration.
    expect(html).not.toMatch(/<style>/) // (MantineProvider's own <style data-mantine-styles> aside)
    expect(html).toContain('--carousel-base-per-view:1')
    expect(html).toContain('--carousel-base-gap:20px')
    expect(html).toContain('--carousel-per-view-768:2')
    expect(html).toContain('--carousel-per-view-992:3')
    expect(html).toContain('--carousel-gap-992:24px')
  })
})
