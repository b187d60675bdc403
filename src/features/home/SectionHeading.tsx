import type { ReactNode } from 'react'
import { Text, Title } from '@mantine/core'
import classes from './home.module.css'

type Props = { id: string; title: string; subtitle: string; action?: ReactNode }

/** A home section's heading row: title and one line of context, with an optional link. */
export function SectionHeading({ id, title, subtitle, action }: Props) {
  return (
    <div className={classes.sectionHeading}>
      <div>
        <Title order={2} id={id} className={classes.sectionTitle}>
          {title}
        </Title>
        <Text className={classes.sectionSubtitle}>{subtitle}</Text>
      </div>
      {action}
    </div>
  )
}
