import { memo, type Ref } from 'react'
import { Stack } from '@mantine/core'
import { AddressSelect } from '@/components/AddressSelect'
import { RemoveTerFilter, useTerRefocus } from '@/components/RemoveTerFilter'
import { TerMaxSelect } from '@/components/TerMaxSelect'
import { FilterForm } from './FilterForm'
import { OPTIONS, PLANS, type ListFilterSearch } from './list-search'
import classes from './fund-list.module.css'

type Props = {
  value: ListFilterSearch
  /** The keys to change; the page writes them to the address. */
  onChange: (patch: ListFilterSearch) => void
  /** Plan, option and TER come with the returns: without them there is nothing to filter on. */
  disabled?: boolean
  /** The rest of the address (category, order), kept by the form without JavaScript. */
  keep: Readonly<Record<string, string | number | undefined>>
}

const ALL = ''
const planData = [{ value: ALL, label: 'All' }, ...PLANS.map((plan) => ({ value: plan, label: plan }))]
const optionData = [{ value: ALL, label: 'All' }, ...OPTIONS.map((option) => ({ value: option, label: option }))]

function pick<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((v) => v === value)
}

/**
 * A fund table's filters: plan (Direct / Regular), option (Growth / IDCW) and "TER at most", as
 * native selects in a GET form (FilterForm): one Tab stop each, the platform's own keyboard and
 * phone pickers, nothing hidden for a keyboard to miss. While the TER filter is on, a link removes it.
 * Memoised (the pages pass memoised props), and the selects apart from the form's hidden fields: a
 * new order changes what the form keeps without JavaScript, not the selects.
 */
export const ListFilters = memo(function ListFilters({ value, onChange, disabled = false, keep }: Props) {
  const { selectRef, onRemove } = useTerRefocus(value.terMax)

  return (
    <Stack gap={4}>
      <FilterForm keep={keep}>
        <Selects value={value} onChange={onChange} disabled={disabled} selectRef={selectRef} />
      </FilterForm>
      {value.terMax !== undefined && (
        <div>
          <RemoveTerFilter onRemove={onRemove} />
        </div>
      )}
    </Stack>
  )
})

type SelectsProps = Omit<Props, 'keep'> & { disabled: boolean; selectRef: Ref<HTMLSelectElement> }

const Selects = memo(function Selects({ value, onChange, disabled, selectRef }: SelectsProps) {
  return (
    <>
      <AddressSelect
        label="Plan"
        name="plan"
        size="xs"
        className={classes.filterSelect}
        data={planData}
        value={value.plan ?? ALL}
        disabled={disabled}
        onValueChange={(next) => onChange({ plan: pick(PLANS, next) })}
      />
      <AddressSelect
        label="Option"
        name="option"
        size="xs"
        className={classes.filterSelect}
        data={optionData}
        value={value.option ?? ALL}
        disabled={disabled}
        onValueChange={(next) => onChange({ option: pick(OPTIONS, next) })}
      />
      <TerMaxSelect ref={selectRef} className={classes.filterSelect} value={value.terMax} disabled={disabled} onChange={(terMax) => onChange({ terMax })} />
    </>
  )
})
