// Swiper's core and the two modules the carousel uses: loaded when a carousel nears the viewport.
export { default as Swiper } from 'swiper'
export { A11y, Autoplay } from 'swiper/modules'
