import type { ReactNode } from 'react'
import { Container, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { collections } from '@common/contract/categories'
import type { Collection } from '@common/contract/schemas'
import { ArrowRightIcon } from '@/components/icons'
import { SectionHeading } from './SectionHeading'
import classes from './home.module.css'
import cardGrid from '@/styles/card-grid.module.css'

const details: Record<Collection, { text: string; icon: ReactNode }> = {
  equity: {
    text: 'Equity funds ranked by this year’s return',
    icon: <path d="M4 18l5-5 4 3 7-8M15 8h5v5" />,
  },
  large: {
    text: 'India’s largest listed companies',
    icon: <path d="M4 20V10l8-5 8 5v10M9 20v-6h6v6" />,
  },
  mid: {
    text: 'Mid-sized companies with room to grow',
    icon: <path d="M5 20V13M10 20V9M15 20v-5M20 20V6" />,
  },
  small: {
    text: 'Smaller companies: higher risk, higher potential',
    icon: <path d="M12 20v-8M12 12c0-4 3-7 7-7 0 4-3 7-7 7zM12 14c0-3-2.5-5.5-6-5.5 0 3 2.5 5.5 6 5.5z" />,
  },
  tax: {
    text: 'ELSS funds with a three-year lock-in',
    icon: <path d="M7 4h10v16l-2.5-1.5L12 20l-2.5-1.5L7 20zM10 9h4M10 13h4" />,
  },
}

/** The five curated collections, each a tile linking to its fund list. */
export function CuratedCollections() {
  return (
    <section aria-labelledby="collections-heading" className={classes.section}>
      <Container size="lg">
        <SectionHeading
          id="collections-heading"
          title="Curated Collections"
          subtitle="Start from a theme: each collection lists the direct growth plans that fit it."
        />
        <ul className={`${cardGrid.grid} ${classes.collections}`}>
          {collections.map((collection) => (
            <li key={collection.value}>
              <Link
                to="/investment-products/$value"
                params={{ value: collection.value }}
                className={classes.collectionTile}
              >
                <span className={classes.collectionIcon} aria-hidden>
                  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    {details[collection.value].icon}
                  </svg>
                </span>
                <span className={classes.collectionLabel}>{collection.label}</span>
                <Text component="span" size="sm" className={classes.collectionText}>
                  {details[collection.value].text}
                </Text>
                <ArrowRightIcon size={18} className={classes.collectionArrow} />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
