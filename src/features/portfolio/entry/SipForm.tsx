import type { FormEvent } from 'react'
import { Checkbox, TextInput } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { SipSeries } from '@common/portfolio/sip-series'
import { formatDate } from '@/lib/dates'
import { portfolioActions } from '../portfolio-store'
import { ordinalDay, schemeName } from './entry-format'
import { EntryFormFrame, FolioInput } from './EntryFormFrame'
import { FundField } from './FundField'
import { checkSip, EMPTY_SIP_VALUES, SIP_LAST_DAY, sipValuesOf, type SipField, type SipFormValues } from './sip-form'
import { rupeesText } from './transaction-form'
import { useEntryForm } from './use-entry-form'
import { indiaToday, useIndiaToday } from './use-india-today'
import { useChosenFund } from './use-nav-series'
import classes from './entry.module.css'

export type SipFormProps = {
  schemes: ReadonlyMap<number, SchemeHit>
  /** The series being edited; null for a new one. */
  editing: SipSeries | null
  /** After an edit is saved or cancelled. */
  onDone: () => void
  /** What was saved, in words, for the section's status line. */
  onSaved: (message: string) => void
  /** Take the focus to the form's title when it appears (an edit just ended: its buttons are gone). */
  autoFocus?: boolean
}

const FIELD_ORDER: SipField[] = ['schemeCode', 'folio', 'amount', 'day', 'from', 'to']

/**
 * A SIP as one line: fund, folio, amount, day of the month, from, to or ongoing. Stored as a series
 * (portfolioActions.upsertSip); its installments are worked out from the NAVs wherever the figures
 * are, so nothing here lists them.
 */
export function SipForm({ schemes, editing, onDone, onSaved, autoFocus = false }: SipFormProps) {
  const form = useEntryForm<SipFormValues>({
    initial: () => (editing ? sipValuesOf(editing) : EMPTY_SIP_VALUES),
    fieldOrder: FIELD_ORDER,
    focusTitle: editing !== null || autoFocus,
  })
  const { values, errors, set, textField, fieldId } = form
  const fund = useChosenFund(values.schemeCode, schemes)
  const today = useIndiaToday()

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      check: () => checkSip(values, { today: indiaToday(), source: fund.navs }, editing?.id ?? crypto.randomUUID()),
      save: async ({ sip }) => {
        await portfolioActions.upsertSip(sip)
        const name = fund.hit?.schemeName ?? schemeName(schemes, sip.schemeCode)
        onSaved(`Saved: SIP of ${rupeesText(sip.amount)} in ${name} on the ${ordinalDay(sip.day)} of each month from ${formatDate(sip.from)}`)
        if (editing) onDone()
        else form.setValues(EMPTY_SIP_VALUES)
      },
      failure: 'The SIP could not be saved in this browser.',
    })

  const firstNav = fund.navs?.status === 'ready' ? fund.navs.series[0]?.date : undefined

  return (
    <EntryFormFrame
      form={form}
      title={editing ? 'Edit the SIP' : 'Add a SIP'}
      submitLabel={editing ? 'Save changes' : 'Add SIP'}
      onCancel={editing ? onDone : undefined}
      onSubmit={onSubmit}
    >
      <div className={classes.fields}>
        <FundField
          fund={fund}
          id={fieldId('schemeCode')}
          label="Fund"
          value={values.schemeCode}
          schemes={schemes}
          error={errors.schemeCode}
          onChange={(hit) => set('schemeCode', hit?.schemeCode ?? null)}
        />
        <FolioInput {...textField('folio')} />
        <TextInput {...textField('amount')} label="Amount of each installment (₹)" description="Whole rupees" inputMode="numeric" autoComplete="off" />
        <TextInput
          {...textField('day')}
          label="Day of the month"
          description={`1 to ${SIP_LAST_DAY}; a holiday's installment gets the next NAV`}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextInput
          {...textField('from')}
          type="date"
          label="From"
          description={firstNav ? `The fund's first NAV is of ${formatDate(firstNav)}` : 'The date of the first installment'}
          max={today}
          min={firstNav}
        />
        <div>
          <TextInput
            {...textField('to')}
            type="date"
            label="To"
            description="The date of the last installment"
            disabled={values.ongoing}
            min={values.from || undefined}
          />
          <Checkbox
            mt="xs"
            label="Ongoing"
            color="green"
            checked={values.ongoing}
            onChange={(event) => {
              const ongoing = event.currentTarget.checked
              form.setValues((current) => ({ ...current, ongoing }))
              form.clearError('to')
            }}
          />
        </div>
      </div>
    </EntryFormFrame>
  )
}
