import type { FormEvent, ReactNode } from 'react'
import { Button, Group } from '@mantine/core'
import { useReplayedSelectChanges } from '@/lib/use-replayed-select-changes'
import classes from './fund-list.module.css'

type Props = {
  /** The rest of the address (order, category): hidden fields, so a GET keeps them. */
  keep: Readonly<Record<string, string | number | undefined>>
  /** The native selects, each with the `name` of its search parameter. */
  children: ReactNode
  size?: 'xs' | 'sm'
}

/** With JavaScript every select applies itself on change; Enter in the form must not reload the page. */
const stay = (event: FormEvent) => event.preventDefault()

/**
 * A list's filters as a GET form around native selects, so they work before the page's code has
 * loaded or without it: the server renders the page the form's address asks for (the selects'
 * names are the address's keys). The Apply button is only for that case: inside <noscript>, which
 * React neither renders nor hydrates in a browser running scripts, so with JavaScript each select
 * applies on change and nothing else shows.
 *
 * A choice made in the second or so between the first paint and the code's start (no Apply
 * button then, and no change handler yet) is applied once the form has hydrated (useReplayedSelectChanges).
 */
export function FilterForm({ keep, children, size = 'xs' }: Props) {
  const formRef = useReplayedSelectChanges()

  return (
    <form ref={formRef} method="get" onSubmit={stay}>
      {Object.entries(keep).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />))}
      <Group gap="sm" className={classes.filters}>
        {children}
        <noscript>
          <Button type="submit" size={size} variant="default">
            Apply
          </Button>
        </noscript>
      </Group>
    </form>
  )
}
