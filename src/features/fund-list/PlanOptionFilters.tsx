import { Group, NativeSelect } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { OPTIONS, PLANS, type PlanOptionSearch } from './list-search'
import classes from './fund-list.module.css'

type Props = {
  value: PlanOptionSearch
  onChange: (next: PlanOptionSearch) => void
  /** Plan and option come with the returns: without them there is nothing to filter on. */
  disabled?: boolean
}

const ALL = ''
const planData = [{ value: ALL, label: 'All' }, ...PLANS.map((plan) => ({ value: plan, label: plan }))]
const optionData = [{ value: ALL, label: 'All' }, ...OPTIONS.map((option) => ({ value: option, label: option }))]

function pick<T extends string>(values: readonly T[], event: ChangeEvent<HTMLSelectElement>): T | undefined {
  return values.find((v) => v === event.currentTarget.value)
}

/**
 * Plan (Direct / Regular) and option (Growth / IDCW) as two native selects: one Tab stop each,
 * the platform's own keyboard and phone pickers, and nothing hidden for a keyboard to miss.
 */
export function PlanOptionFilters({ value, onChange, disabled = false }: Props) {
  return (
    <Group gap="sm" className={classes.filters}>
      <NativeSelect
        label="Plan"
        size="xs"
        className={classes.filterSelect}
        data={planData}
        value={value.plan ?? ALL}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, plan: pick(PLANS, event) })}
      />
      <NativeSelect
        label="Option"
        size="xs"
        className={classes.filterSelect}
        data={optionData}
        value={value.option ?? ALL}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, option: pick(OPTIONS, event) })}
      />
    </Group>
  )
}
