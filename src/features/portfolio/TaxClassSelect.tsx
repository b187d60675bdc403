import { useState } from 'react'
import { NativeSelect } from '@mantine/core'
import type { HoldingClass } from '@common/portfolio/report'
import type { HoldingTaxClass } from '@common/portfolio/tax-rules'
import { portfolioActions } from './portfolio-store'
import { HOLDING_CLASS_LABEL } from './portfolio-format'

const CLASSES: readonly HoldingTaxClass[] = ['equity', 'debt', 'other']

type Props = {
  holdingKey: string
  /** The holding's class in the report; undefined before it has one. */
  holdingClass: HoldingClass | undefined
  /** What a screen reader hears for the control: "Tax class of <fund>, folio <folio>". */
  label: string
}

/**
 * A holding's capital-gains class, with the default from the fund's category marked and the visitor's
 * override chosen here. Choosing the default removes the override rather than storing the same class
 * twice, so a later change of the category's default still reaches the holding.
 */
export function TaxClassSelect({ holdingKey, holdingClass, label }: Props) {
  // The choice shows at once; the report that carries it replaces this holdingClass, and the choice then goes.
  const [pending, setPending] = useState<{ from: HoldingClass | undefined; value: string } | null>(null)
  const current = holdingClass?.taxClass ?? 'other'
  const defaultClass = holdingClass?.defaultClass ?? null
  const shown = pending && pending.from === holdingClass ? pending.value : current

  const data = [
    ...CLASSES.map((value) => ({ value, label: value === defaultClass ? `${HOLDING_CLASS_LABEL[value]} (default)` : HOLDING_CLASS_LABEL[value] })),
  ]

  const choose = (value: string) => {
    setPending({ from: holdingClass, value })
    const chosen = value === defaultClass ? null : (value as HoldingTaxClass)
    portfolioActions.setOverride(holdingKey, chosen).catch(() => setPending(null))
  }

  return (
    <NativeSelect
      size="xs"
      // Wide enough for "Equity (default)": the table's column would otherwise cut it.
      miw="9.5rem"
      aria-label={label}
      data={data}
      value={shown}
      disabled={holdingClass === undefined}
      onChange={(event) => choose(event.currentTarget.value)}
    />
  )
}
