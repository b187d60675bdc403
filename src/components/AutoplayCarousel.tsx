import { useEffect, useId, useMemo, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react'
import { ActionIcon, Button, Group } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Swiper, SwiperSlide } from 'swiper/react'
import { A11y, Autoplay } from 'swiper/modules'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
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
 * The one autoplaying carousel of the site (both home swipers use it), built to WCAG 2.2.2:
 * - a visible Pause/Play control, placed before the slides so keyboard users meet it first;
 * - autoplay pauses while the pointer is over the slides or keyboard focus is inside them;
 * - with prefers-reduced-motion it does not start on its own (Play still starts it);
 * - every slide is reachable: Previous/Next buttons, and Tab into a slide scrolls it into view (A11y).
 *
 * Autoplay is driven from React state (start/stop on the Swiper instance), so what the control
 * shows and what the carousel does can never disagree.
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
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false, { getInitialValueInEffect: false })
  // null: the visitor has not chosen, so the motion preference decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const slidesId = useId()

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

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(false)
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <div
      className={className}
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
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <Swiper
          id={slidesId}
          modules={[Autoplay, A11y]}
          slidesPerView={slidesPerView}
          breakpoints={breakpoints}
          spaceBetween={spaceBetween}
          rewind
          watchSlidesProgress
          autoplay={autoplay}
          a11y={a11y}
          onSwiper={setSwiper}
          className={classes.swiper}
        >
          {items.map((item) => (
            <SwiperSlide key={itemKey(item)} className={classes.slide}>
              {renderItem(item)}
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </div>
  )
}
