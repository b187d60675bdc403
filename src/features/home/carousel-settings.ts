import type { SwiperOptions } from 'swiper/types'

/** Spec section 9: the home carousels' constants. */
export const AMC_CAROUSEL_DELAY_MS = 3000
export const AMC_SLIDES_PER_VIEW = 1

export const BLOG_CAROUSEL_DELAY_MS = 2000
/** 1 slide under 768 px, 2 from 768, 3 from 992 (Swiper breakpoints are min-widths). */
export const BLOG_BREAKPOINTS: NonNullable<SwiperOptions['breakpoints']> = {
  0: { slidesPerView: 1 },
  768: { slidesPerView: 2 },
  992: { slidesPerView: 3 },
}

/** The AMC tiles above the carousel: the first 3 in one row, the next 2 in a second. */
export const AMC_TILE_ROWS = [3, 2] as const
