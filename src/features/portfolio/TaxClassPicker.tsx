import { useId, useState } from 'react'
import { Button, Group, Radio, Stack, Text } from '@mantine/core'
import type { HoldingClass } from '@common/portfolio/report'
import type { HoldingTaxClass } from '@common/portfolio/tax-rules'
import { mountModals } from '@/components/modals-host'
import { portfolioActions } from './portfolio-store'
import { HOLDING_CLASS_LABEL } from './portfolio-format'
import classes from './holdings-table.module.css'

const CLASSES: readonly HoldingTaxClass[] = ['equity', 'debt', 'other']

/** What each class means for the gains (common/portfolio/tax-rules.ts has the rules and their sources). */
const CLASS_MEANING: Record<HoldingTaxClass, string> = {
  equity: 'At least 65 % in shares of Indian companies (ELSS, arbitrage and aggressive hybrid funds too). Long-term after 12 months.',
  debt: 'Units bought from 1 April 2023 are taxed at your slab rate however long you hold them; older units as Other.',
  other: 'Gold, international and other funds of funds, hybrids with between 35 % and 65 % in shares. Long-term after 24 months (36 for sales before 23 July 2024).',
}

const labelOf = (value: HoldingTaxClass, defaultClass: HoldingTaxClass | null) =>
  value === defaultClass ? `${HOLDING_CLASS_LABEL[value]} (default)` : HOLDING_CLASS_LABEL[value]

type FormProps = {
  holding: string
  current: HoldingTaxClass
  defaultClass: HoldingTaxClass | null
  onSave: (value: HoldingTaxClass) => void
  onCancel: () => void
}

/** The dialog's form: the three classes, what each means, the default from the fund's category marked. */
function TaxClassForm({ holding, current, defaultClass, onSave, onCancel }: FormProps) {
  const [value, setValue] = useState<HoldingTaxClass>(current)
  const noteId = useId()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSave(value)
      }}
    >
      <Stack gap="sm">
        <Text size="sm" id={noteId}>
          {holding}. The default comes from the fund&apos;s category; choose another class when the fund is taxed otherwise.
        </Text>
        <Radio.Group label="Tax class for capital gains" value={value} onChange={(next) => setValue(next as HoldingTaxClass)} aria-describedby={noteId}>
          <Stack gap="xs" mt="xs">
            {CLASSES.map((option) => (
              <Radio key={option} value={option} label={labelOf(option, defaultClass)} description={CLASS_MEANING[option]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  )
}

type Props = {
  holdingKey: string
  /** The holding's class in the report; undefined before it has one. */
  holdingClass: HoldingClass | undefined
  /** The fund and folio, as the dialog and a screen reader name the holding: "<fund>, folio <folio>". */
  holding: string
}

/**
 * A holding's capital-gains class, with the default from the fund's category marked and the visitor's
 * override chosen in a dialog. Choosing the default removes the override rather than storing the same
 * class twice, so a later change of the category's default still reaches the holding.
 *
 * A button and a dialog, not a <select> in the row: Chrome's autofill reads every form control of the
 * page a moment after it changes, and one inside a row skipped off screen (content-visibility, in
 * holdings-table.module.css) is styled and laid out for it, row by row: fifty rows were a 100-150 ms
 * task at 4x CPU right after the figures showed (bench:portfolio).
 */
export function TaxClassPicker({ holdingKey, holdingClass, holding }: Props) {
  // The choice shows at once; the report that carries it replaces this holdingClass, and the choice then goes.
  const [pending, setPending] = useState<{ from: HoldingClass | undefined; value: HoldingTaxClass } | null>(null)
  const current = holdingClass?.taxClass ?? 'other'
  const defaultClass = holdingClass?.defaultClass ?? null
  const shown = pending && pending.from === holdingClass ? pending.value : current
  const shownLabel = labelOf(shown, defaultClass)

  const choose = (value: HoldingTaxClass) => {
    if (value === shown) return
    setPending({ from: holdingClass, value })
    const chosen = value === defaultClass ? null : value
    portfolioActions.setOverride(holdingKey, chosen).catch(() => setPending(null))
  }

  const open = () => {
    // Focus returns to this button when the dialog closes (Mantine's modal).
    void mountModals().then(({ modals }) => {
      const id = modals.open({
        title: 'Tax class',
        centered: true,
        closeButtonProps: { 'aria-label': 'Close' },
        children: (
          <TaxClassForm
            holding={holding}
            current={shown}
            defaultClass={defaultClass}
            onSave={(value) => {
              modals.close(id)
              choose(value)
            }}
            onCancel={() => modals.close(id)}
          />
        ),
      })
    })
  }

  return (
    <button
      type="button"
      className={classes.classButton}
      aria-haspopup="dialog"
      aria-label={`Tax class of ${holding}: ${shownLabel}`}
      disabled={holdingClass === undefined}
      onClick={open}
    >
      {shownLabel}
    </button>
  )
}
