import { useContext, useState } from 'react'
import type { HoldingClass } from '@common/portfolio/report'
import type { HoldingTaxClass } from '@common/portfolio/tax-rules'
import { portfolioActions } from './portfolio-store'
import { classLabel, OpenTaxClassDialog } from './TaxClassDialog'
import classes from './holdings-table.module.css'

type Props = {
  holdingKey: string
  /** The holding's class in the report; undefined before it has one. */
  holdingClass: HoldingClass | undefined
  /** The fund and folio, as the dialog and a screen reader name the holding: "<fund>, folio <folio>". */
  holding: string
}

/**
 * A holding's capital-gains class, with the default from the fund's category marked and the visitor's
 * override chosen in the table's dialog (TaxClassDialog). Choosing the default removes the override
 * rather than storing the same class twice, so a later change of the category's default still reaches
 * the holding.
 *
 * A button, not a <select> in the row: Chrome's autofill reads every form control of the page a moment
 * after it changes, and one inside a row skipped off screen (content-visibility, in
 * holdings-table.module.css) is styled and laid out for it, row by row: fifty rows were a 100-150 ms
 * task at 4x CPU right after the figures showed (bench:portfolio).
 */
export function TaxClassPicker({ holdingKey, holdingClass, holding }: Props) {
  const open = useContext(OpenTaxClassDialog)
  // The choice shows at once; the report that carries it replaces this holdingClass, and the choice then goes.
  const [pending, setPending] = useState<{ from: HoldingClass | undefined; value: HoldingTaxClass } | null>(null)
  const current = holdingClass?.taxClass ?? 'other'
  const defaultClass = holdingClass?.defaultClass ?? null
  const shown = pending && pending.from === holdingClass ? pending.value : current
  const shownLabel = classLabel(shown, defaultClass)

  const choose = (value: HoldingTaxClass) => {
    if (value === shown) return
    setPending({ from: holdingClass, value })
    const chosen = value === defaultClass ? null : value
    portfolioActions.setOverride(holdingKey, chosen).catch(() => setPending(null))
  }

  return (
    <button
      type="button"
      className={classes.classButton}
      aria-haspopup="dialog"
      aria-label={`Tax class of ${holding}: ${shownLabel}`}
      disabled={holdingClass === undefined}
      onClick={() => open({ holding, current: shown, defaultClass, choose })}
    >
      {shownLabel}
    </button>
  )
}
