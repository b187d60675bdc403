import { Text } from '@mantine/core'
import type { Testimonial } from '@common/contract/schemas'
import { StarIcon } from '@/components/icons'
import classes from './faq.module.css'
import cardGrid from '@/styles/card-grid.module.css'

/** Spec: every testimonial shows five fixed stars (not data). */
export const TESTIMONIAL_STARS = 5

function Stars() {
  return (
    <span role="img" aria-label={`Rated ${TESTIMONIAL_STARS} out of 5`} className={classes.stars}>
      {Array.from({ length: TESTIMONIAL_STARS }, (_, index) => (
        <StarIcon key={index} size={18} />
      ))}
    </span>
  )
}

/** Testimonial cards: feedback, picture, name, designation and the five stars. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className={`${cardGrid.grid} ${classes.testimonials}`}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className={classes.testimonial}>
            <Stars />
            <blockquote className={classes.quote}>
              <p>{testimonial.feedback}</p>
            </blockquote>
            <figcaption className={classes.person}>
              <img src={testimonial.image} width={48} height={48} alt="" className={classes.personImage} loading="lazy" />
              <span>
                <Text component="span" fw={700} display="block">
                  {testimonial.name}
                </Text>
                <Text component="span" size="sm" c="gray.7" display="block">
                  {testimonial.designation}
                </Text>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
