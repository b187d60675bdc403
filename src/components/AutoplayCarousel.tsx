import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties, type FocusEvent, type PointerEvent, type ReactNode, type RefObject } from 'react'
import { ActionIcon, Button, Group } from '@mantine/core'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
// Swiper's CSS (small) comes with the page: it lays out the slides before Swiper's code is there.
import 'swiper/css'
import 'swiper/css/a11y'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons'
import classes from './AutoplayCarousel.module.css'

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

// The visitor's motion preference, read before the first client-only render (no autoplay flash),
// while hydration uses the server's answer (no preference known: false) and then re-renders at
// once with the real one, so a server-rendered Pause/Play label never fails hydration.
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

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
 * The one autoplaying carousel of the site (both home swipers use it), built to WCAG 2.2.2:
 * - a visible Pause/Play control, placed before the slides so keyboard users meet it first;
 * - autoplay pauses while the pointer is over the slides or keyboard focus is inside them;
 * - with prefers-reduced-motion it does not start on its own (Play still starts it);
 * - every slide is reachable: Previous/Next buttons, and Tab into a slide scrolls it into view (A11y).
 *
 * Autoplay is driven from React state (start/stop on the Swiper instance), so what the control
 * shows and what the carousel does can never disagree.
 *
 * Both carousels sit below the fold, so Swiper's code (28 kB gzip) is not part of the page's first
 * load: React renders Swiper's markup, laid out by Swiper's CSS exactly as Swiper will lay it out,
 * and Swiper itself is loaded and started on that markup when the carousel comes near the viewport
 * (or focus or the pointer enters it). Nothing is replaced when it starts, so nothing moves and
 * keyboard focus stays where it is.
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
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  // null: the visitor has not chosen, so the motion preference decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const slidesId = useId()
  const regionRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  useNearViewport(regionRef, () => setWanted(true))

  const playing = userPlaying ?? !reducedMotion
  const running = playing && !hovered && !focused && items.length > 1

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
    // Swiper's A11y ignores focus in its first 100 ms: a quick Tab right after it started would
    // leave the focused slide out of view.
    if (!swiper || swiper.destroyed) return
    const index = slideIndexOf(swiper, event.target)
    if (index >= 0 && !swiper.visibleSlides?.includes(swiper.slides[index]!)) revealSlide(swiper, index)
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <div
      ref={regionRef}
      className={className}
      onFocus={() => setWanted(true)}
      onPointerEnter={() => setWanted(true)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={running ? 'running' : 'stopped'}
      data-autoplay-delay={delay}
    >
      <Group justify="flex-end" gap={6} className={classes.controls}>
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
        style={layoutVars(slidesPerView, breakpoints, spaceBetween)}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {/* Swiper's markup (what swiper/react renders), with the attributes its A11y module sets. */}
        <div ref={containerRef} id={slidesId} className={`swiper ${classes.swiper}`}>
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
      </div>
    </div>
  )
}

/** Swiper and the two modules, in a chunk of their own. */
const loadSwiper = () => import('./autoplay-carousel-swiper')

/**
 * Calls `onNear` once the element is within 300 px of the viewport. Without IntersectionObserver
 * (jsdom) it calls it at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, onNear: () => void) {
  const callback = useRef(onNear)
  useEffect(() => {
    callback.current = onNear
  })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') {
      callback.current()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          callback.current()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
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

/**
 * Slides per view and gap as CSS variables, for the layout before Swiper runs
 * (AutoplayCarousel.module.css): the breakpoint that matches now, as Swiper picks it (min-width).
 */
function layoutVars(slidesPerView: number, breakpoints: SwiperOptions['breakpoints'], spaceBetween: number): CSSProperties {
  let perView = slidesPerView
  if (breakpoints && typeof window !== 'undefined') {
    for (const [width, options] of Object.entries(breakpoints).sort(([a], [b]) => Number(a) - Number(b))) {
      if (window.matchMedia(`(min-width: ${width}px)`).matches && typeof options.slidesPerView === 'number') perView = options.slidesPerView
    }
  }
  return { '--carousel-per-view': perView, '--carousel-gap': `${spaceBetween}px` } as CSSProperties
}
