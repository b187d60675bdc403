import { createContext, useId, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@mantine/core'
import { indiaIsoDate } from '@common/figures/business-days'
import { holdingTaxClassSchema } from '@common/portfolio/portfolio-document'
import { ruleBefore, rulesOn, SPECIFIED_FUND_FROM, type HoldingTaxClass, type TaxClass } from '@common/portfolio/tax-rules'
import { formatDate } from '@/lib/dates'
import { HOLDING_CLASS_LABEL } from './portfolio-format'
import classes from './tax-class-dialog.module.css'

/** "Long-term after 24 months (36 for sales before 23 Jul 2024)": the holding period of today's rule, from the dated table. */
function longTermText(taxClass: TaxClass, today: string): string {
  const rule = rulesOn(today, taxClass)
  const before = ruleBefore(rule)
  const changed = before && before.longTermAfterMonths !== rule.longTermAfterMonths
  return `Long-term after ${rule.longTermAfterMonths} months${changed ? ` (${before.longTermAfterMonths} for sales before ${formatDate(rule.from)})` : ''}.`
}

/** What each class means for the gains (common/portfolio/tax-rules.ts has the rules and their sources). */
function classMeaning(value: HoldingTaxClass, today: string): string {
  switch (value) {
    case 'equity':
      return `At least 65 % in shares of Indian companies (ELSS, arbitrage and aggressive hybrid funds too). ${longTermText('equity', today)}`
    case 'debt':
      return `Units bought from ${formatDate(SPECIFIED_FUND_FROM)} are taxed at your slab rate however long you hold them; older units as Other.`
    case 'other':
      return `Gold, international and other funds of funds, hybrids with between 35 % and 65 % in shares. ${longTermText('other', today)}`
  }
}

export const classLabel = (value: HoldingTaxClass, defaultClass: HoldingTaxClass | null) =>
  value === defaultClass ? `${HOLDING_CLASS_LABEL[value]} (default)` : HOLDING_CLASS_LABEL[value]

/** A holding's class to change: what the dialog shows, and where the choice goes. */
export type TaxClassEdit = {
  /** "<fund>, folio <folio>". */
  holding: string
  current: HoldingTaxClass
  defaultClass: HoldingTaxClass | null
  choose: (value: HoldingTaxClass) => void
}

/** Opens the table's one dialog for a holding (HoldingsTable provides it). */
export const OpenTaxClassDialog = createContext<(edit: TaxClassEdit) => void>(() => {})

/**
 * The dialog that changes a holding's tax class: the three classes, what each means, the default from
 * the fund's category marked. The browser's own modal <dialog>, not Mantine's modal: it opens in the
 * frame of the click (Mantine's manager loaded its code on the first open and rendered for 60 ms at
 * 4x CPU: the dialog showed 180-235 ms after the click). The browser traps the focus in it, closes it
 * on Escape, and the focus goes back to the button that opened it.
 */
export function TaxClassDialog({ edit, onClose }: { edit: TaxClassEdit; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const noteId = useId()
  const choiceId = useId()
  // Today's rules: the dialog is made anew each time it opens.
  const [today] = useState(() => indiaIsoDate(Date.now()))

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // Without showModal (an old browser, jsdom) it opens in place, without the backdrop.
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    dialog.querySelector<HTMLInputElement>('input:checked')?.focus()
    return () => {
      // Back to the button, wherever the browser put the focus.
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  const close = () => {
    const dialog = ref.current
    if (dialog && typeof dialog.close === 'function' && dialog.open) dialog.close()
    else onClose()
  }

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      aria-describedby={noteId}
      onClose={onClose}
      // A click on the backdrop reaches the dialog itself: the content fills it otherwise.
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <form
        className={classes.body}
        onSubmit={(event) => {
          event.preventDefault()
          const chosen = holdingTaxClassSchema.safeParse(new FormData(event.currentTarget).get('tax-class'))
          if (chosen.success) edit.choose(chosen.data)
          close()
        }}
      >
        <h2 id={titleId} className={classes.title}>
          Tax class
        </h2>
        <p id={noteId} className={classes.text}>
          {edit.holding}. The default comes from the fund&apos;s category; choose another class when the fund is taxed otherwise.
        </p>
        <fieldset className={classes.choices}>
          <legend className={classes.legend}>Tax class for capital gains</legend>
          {holdingTaxClassSchema.options.map((value) => (
            <div key={value} className={classes.choice}>
              <input
                type="radio"
                name="tax-class"
                id={`${choiceId}-${value}`}
                value={value}
                defaultChecked={value === edit.current}
                aria-describedby={`${choiceId}-${value}-meaning`}
              />
              <label htmlFor={`${choiceId}-${value}`}>{classLabel(value, edit.defaultClass)}</label>
              <span id={`${choiceId}-${value}-meaning`} className={classes.meaning}>
                {classMeaning(value, today)}
              </span>
            </div>
          ))}
        </fieldset>
        <div className={classes.buttons}>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </dialog>
  )
}
