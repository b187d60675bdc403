import { memo, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type PointerEvent, type ReactNode, type RefObject } from 'react'
import { ActionIcon, Button, Group } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
// Swiper's CSS (small) comes with the page: it lays out the slides before Swiper's code is there.
import 'swiper/css'
import 'swiper/css/a11y'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons'
import classes from './AutoplayCarousel.module.css'

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

type Props<T> = {
  /** Accessible name of the carousel region, e.g. "Fund house logos". */
  label: string
  items: readonly T[]
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /** Autoplay delay in milliseconds. */
  delay: number
  slidesPerView?: number
  /** Swiper breakpoints (min-width in px -> options), e.g. slides per view per width. */
  breakpoints?: SwiperOptions['breakpoints']
  spaceBetween?: number
  className?: string
}

/**
 * The site's autoplaying carousel, built to WCAG 2.2.2: a visible Pause/Play before the slides;
 * autoplay pauses on hover and focus, never starts with prefers-reduced-motion, and runs only while
 * in view. React renders Swiper's markup, laid out by Swiper's CSS; Swiper itself is loaded and
 * started on it when the page is idle and the carousel near, or at once when reached, so nothing
 * moves (docs/decisions/005-carousels-start-when-idle.md). Render reads no window or document.
 */
export function AutoplayCarousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  delay,
  slidesPerView = 1,
  breakpoints,
  spaceBetween = 16,
  className,
}: Props<T>) {
  // Read in an effect (false until then): the server cannot know it, and nothing runs before the
  // effects have run anyway (the page is not idle yet).
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false, { getInitialValueInEffect: true })
  // null: the visitor has not chosen, so the motion preference decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const slidesId = useId()
  const regionRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const pageIdle = usePageIdle()
  const near = useInViewport(regionRef, NEAR_MARGIN, { once: true })
  const inView = useInViewport(regionRef, '0px')
  // The visitor reached for the carousel (pointer or focus): Swiper is needed now, idle or not.
  const [reached, setReached] = useState(false)
  const wanted = reached || (near && pageIdle)

  const playing = userPlaying ?? !reducedMotion
  const running = playing && pageIdle && inView && !hovered && !focused && items.length > 1

  useEffect(() => {
    if (!swiper || swiper.destroyed) return
    if (running && !swiper.autoplay.running) swiper.autoplay.start()
    if (!running && swiper.autoplay.running) swiper.autoplay.stop()
    // Announce slide changes only while the carousel stands still (WAI carousel pattern).
    swiper.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite')
  }, [running, swiper])

  // Stable option objects: new ones on every render would make Swiper re-apply its params.
  const autoplay = useMemo(() => ({ delay, disableOnInteraction: false, enabled: false }), [delay])
  const a11y = useMemo(
    () => ({
      enabled: true,
      containerMessage: null,
      containerRoleDescriptionMessage: null,
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      scrollOnFocus: true,
    }),
    [],
  )

  useEffect(() => {
    const el = containerRef.current
    if (!wanted || !el) return
    let instance: SwiperInstance | undefined
    let cancelled = false
    loadSwiper()
      .then(({ Swiper, A11y, Autoplay }) => {
        if (cancelled) return
        instance = new Swiper(el, {
          modules: [Autoplay, A11y],
          slidesPerView,
          breakpoints,
          spaceBetween,
          rewind: true,
          watchSlidesProgress: true,
          autoplay,
          a11y,
          // The slides' images are lazy: load the next one ahead, so a slide never arrives empty.
          lazyPreloadPrevNext: 1,
        })
        // Focus that reached a slide before Swiper ran: show that slide, as A11y would have.
        const focused = slideIndexOf(instance, document.activeElement)
        if (focused >= 0) revealSlide(instance, focused)
        setSwiper(instance)
      })
      .catch(() => {
        // No Swiper (the chunk failed to load): the slides stay as rendered, still reachable by Tab.
      })
    return () => {
      cancelled = true
      instance?.destroy(true, false)
      setSwiper(null)
    }
  }, [wanted, slidesPerView, breakpoints, spaceBetween, autoplay, a11y])

  // New or removed slides (React owns them): let Swiper measure again.
  useEffect(() => {
    if (swiper && !swiper.destroyed) swiper.update()
  }, [items, swiper])

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false)
  }
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true)
    // Swiper's A11y ignores focus just after it starts: a quick Tab would leave the slide out of view.
    if (!swiper || swiper.destroyed) return
    const index = slideIndexOf(swiper, event.target)
    if (index >= 0 && !swiper.visibleSlides?.includes(swiper.slides[index]!)) revealSlide(swiper, index)
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  const layoutVars = useMemo(() => breakpointVars(slidesPerView, spaceBetween, breakpoints), [slidesPerView, spaceBetween, breakpoints])

  return (
    <div
      ref={regionRef}
      className={className}
      onFocus={() => setReached(true)}
      onPointerEnter={() => setReached(true)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // What the slides are doing: running only once Swiper is there to move them.
      data-autoplay={running && swiper ? 'running' : 'stopped'}
      data-autoplay-delay={delay}
    >
      {/* The slides move only once the site's code runs: until then the buttons look as idle as they are. */}
      <Group justify="flex-end" gap={6} className={classes.controls} data-needs-js>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label="Previous slide"
          aria-controls={slidesId}
          onClick={() => swiper?.slidePrev()}
        >
          <ChevronLeftIcon size={18} />
        </ActionIcon>
        <Button
          variant="default"
          size="compact-md"
          radius="xl"
          leftSection={playing ? <PauseIcon size={16} /> : <PlayIcon size={14} />}
          onClick={() => setUserPlaying(!playing)}
          // The visible word starts the name (WCAG 2.5.3); the rest says which carousel.
          aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label="Next slide"
          aria-controls={slidesId}
          onClick={() => swiper?.slideNext()}
        >
          <ChevronRightIcon size={18} />
        </ActionIcon>
      </Group>
      <div
        className={classes.viewport}
        style={layoutVars}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <Slides id={slidesId} containerRef={containerRef} items={items} itemKey={itemKey} renderItem={renderItem} />
      </div>
    </div>
  )
}

type SlidesProps<T> = Pick<Props<T>, 'items' | 'itemKey' | 'renderItem'> & { id: string; containerRef: RefObject<HTMLDivElement | null> }

/**
 * Swiper's markup (what swiper/react renders), with the attributes its A11y module sets. Memoised:
 * the carousel's own state (idle, in view, hovered, Swiper there) changes after hydration and while
 * it plays, and none of that may render every slide again.
 */
const Slides = memo(function Slides<T>({ id, containerRef, items, itemKey, renderItem }: SlidesProps<T>) {
  return (
    <div ref={containerRef} id={id} className={`swiper ${classes.swiper}`}>
      <div className="swiper-wrapper">
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            className={`swiper-slide ${classes.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
    </div>
  )
}) as <T>(props: SlidesProps<T>) => ReactNode

/** Swiper and the two modules, in a chunk of their own. */
const loadSwiper = () => import('./autoplay-carousel-swiper')

/** How near the viewport a carousel must come for Swiper to load (once the page is idle). */
const NEAR_MARGIN = '300px 0px'

/** How long an idle callback may wait for an idle moment, and the wait where there is no requestIdleCallback. */
const IDLE_TIMEOUT_MS = 2000
const IDLE_FALLBACK_MS = 200

/**
 * True once the page has loaded (the window's load event) and then been idle once: before that,
 * the carousel starts nothing on its own. Starts false on the server and on the first client render.
 */
function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let cancelIdle: (() => void) | undefined
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
        cancelIdle = () => window.cancelIdleCallback(handle)
      } else {
        const handle = window.setTimeout(() => setIdle(true), IDLE_FALLBACK_MS)
        cancelIdle = () => window.clearTimeout(handle)
      }
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      window.removeEventListener('load', afterLoad)
      cancelIdle?.()
    }
  }, [])
  return idle
}

/**
 * Whether the element is within `rootMargin` of the viewport (IntersectionObserver); with `once`,
 * it stays true from the first time. False until the observer has answered. Without
 * IntersectionObserver (jsdom, and the server) it is true: what it gates also waits for
 * usePageIdle, which is false on the server and in the first client render, so the markup agrees.
 */
function useInViewport(ref: RefObject<HTMLElement | null>, rootMargin: string, { once = false } = {}): boolean {
  const [inViewport, setInViewport] = useState(false)
  const observable = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const el = ref.current
    if (!el || !observable) return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        if (!entry) return
        setInViewport(entry.isIntersecting)
        if (once && entry.isIntersecting) observer.disconnect()
      },
      { rootMargin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, rootMargin, once, observable])
  return observable ? inViewport : true
}

function slideIndexOf(swiper: SwiperInstance, target: EventTarget | Element | null): number {
  const slide = target instanceof Element ? target.closest('.swiper-slide') : null
  return slide ? swiper.slides.indexOf(slide as HTMLElement) : -1
}

function revealSlide(swiper: SwiperInstance, index: number) {
  // The browser may have scrolled the clipped container to the focused link; Swiper moves by transform.
  swiper.el.scrollLeft = 0
  swiper.slideTo(index, 0)
}

/** The Swiper breakpoints (min-width) the stylesheet has media queries for. */
export const CSS_BREAKPOINTS = [768, 992] as const

/**
 * The slides' layout before Swiper runs, as CSS variables the module's media queries read
 * (AutoplayCarousel.module.css): the base per-view and gap, and those of each breakpoint in
 * CSS_BREAKPOINTS. Variables in the style attribute, not a <style> element with rules: the same
 * HTML on the server and in every browser (a <style> element's text failed React's hydration),
 * and it follows resizes. Breakpoint 0 is the base.
 */
function breakpointVars(slidesPerView: number, spaceBetween: number, breakpoints: SwiperOptions['breakpoints']): CSSProperties {
  const base = breakpoints?.['0']
  const vars: Record<string, string | number> = {
    '--carousel-base-per-view': typeof base?.slidesPerView === 'number' ? base.slidesPerView : slidesPerView,
    '--carousel-base-gap': `${typeof base?.spaceBetween === 'number' ? base.spaceBetween : spaceBetween}px`,
  }
  for (const width of CSS_BREAKPOINTS) {
    const options = breakpoints?.[String(width)]
    if (typeof options?.slidesPerView === 'number') vars[`--carousel-per-view-${width}`] = options.slidesPerView
    if (typeof options?.spaceBetween === 'number') vars[`--carousel-gap-${width}`] = `${options.spaceBetween}px`
  }
  return vars as CSSProperties
}
