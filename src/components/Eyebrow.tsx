import type { ReactNode } from 'react'
import { Text } from '@mantine/core'
import classes from './Eyebrow.module.css'

/** The small pill above a hero title (home, about). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <Text className={classes.eyebrow}>{children}</Text>
}
