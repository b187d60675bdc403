import { useMemo, type FormEvent } from 'react'
import { Group, Input, Radio, TextInput } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { SipSeries } from '@common/portfolio/sip-series'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import { formatDate } from '@/lib/dates'
import { portfolioActions } from '../portfolio-store'
import { KIND_LABELS, schemeName } from './entry-format'
import { EntryFormFrame, FolioInput } from './EntryFormFrame'
import { FundField } from './FundField'
import {
  checkTransaction,
  EMPTY_TRANSACTION_VALUES,
  navNote,
  quantityPreview,
  rupeesText,
  switchInPreview,
  unitsText,
  type EditTarget,
  type EntryKind,
  type TransactionField,
  type TransactionFormValues,
} from './transaction-form'
import { useEntryForm } from './use-entry-form'
import { indiaToday, useIndiaToday } from './use-india-today'
import { useChosenFund } from './use-nav-series'
import classes from './entry.module.css'

export type TransactionFormProps = {
  /** What is entered: a redemption is checked against the units these leave. */
  transactions: readonly PortfolioTransaction[]
  sips: readonly SipSeries[]
  schemes: ReadonlyMap<number, SchemeHit>
  /** The records being edited; null for a new entry. */
  editing: EditTarget | null
  /** After an edit is saved or cancelled. */
  onDone: () => void
  /** What was saved, in words, for the section's status line. */
  onSaved: (message: string) => void
  /** Take the focus to the form's title when it appears (an edit just ended: its buttons are gone). */
  autoFocus?: boolean
}

const KINDS: { value: EntryKind; label: string }[] = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'redemption', label: 'Redemption' },
  { value: 'switch', label: 'Switch' },
]

/** The order the keyboard is taken to the first field with a message. */
const FIELD_ORDER: TransactionField[] = ['schemeCode', 'folio', 'date', 'amount', 'units', 'targetCode', 'targetFolio']

const newIds = () => ({ id: crypto.randomUUID(), targetId: crypto.randomUUID(), switchId: crypto.randomUUID() })

/**
 * A purchase, a redemption or a switch, added or edited. The fund's NAVs load once it is chosen,
 * and the form says at which NAV the transaction is done; the checks and the records are
 * transaction-form.ts's. Fields keep what was typed whatever the messages say; a message sits under
 * its field (aria-invalid, aria-describedby through Mantine's input wrapper).
 */
export function TransactionForm({ transactions, sips, schemes, editing, onDone, onSaved, autoFocus = false }: TransactionFormProps) {
  const form = useEntryForm<TransactionFormValues>({
    initial: editing?.values ?? EMPTY_TRANSACTION_VALUES,
    fieldOrder: FIELD_ORDER,
    focusTitle: editing !== null || autoFocus,
  })
  const { values, errors, set, textField, fieldId, base } = form
  const groupId = `${base}-kind`

  const isSwitch = values.kind === 'switch'
  const source = useChosenFund(values.schemeCode, schemes)
  const target = useChosenFund(isSwitch ? values.targetCode : null, schemes)
  const today = useIndiaToday()
  const others = useMemo(() => {
    const edited = new Set(editing?.rowIds ?? [])
    return transactions.filter((t) => !edited.has(t.id))
  }, [transactions, editing])

  const sourceNote = navNote(source.navs, values.date, today)
  const targetNote = isSwitch && sourceNote ? navNote(target.navs, sourceNote.point.date, today) : null

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      check: () => {
        const fresh = newIds()
        const ids = editing
          ? { id: editing.ids.id, targetId: editing.ids.targetId || fresh.targetId, switchId: editing.ids.switchId || fresh.switchId }
          : fresh
        return checkTransaction(values, { today: indiaToday(), source: source.navs, target: target.navs, transactions: others, sips }, ids)
      },
      save: async ({ rows }) => {
        await portfolioActions.upsertTransactions(rows)
        // An edited switch that became a purchase or redemption leaves its other leg behind: it goes.
        const kept = new Set(rows.map((row) => row.id))
        const dropped = (editing?.rowIds ?? []).filter((id) => !kept.has(id))
        if (dropped.length > 0) await portfolioActions.deleteTransactions(dropped)
        onSaved(savedText(rows[0]!, schemes, source.hit))
        if (editing) onDone()
        else form.setValues((current) => ({ ...EMPTY_TRANSACTION_VALUES, kind: current.kind }))
      },
      failure: 'The transaction could not be saved in this browser.',
    })

  return (
    <EntryFormFrame
      form={form}
      title={editing ? 'Edit the transaction' : 'Add a transaction'}
      submitLabel={editing ? 'Save changes' : 'Add transaction'}
      onCancel={editing ? onDone : undefined}
      onSubmit={onSubmit}
    >
      {/* Plain radios (as the SIP calculator's): each one is focusable where it shows. */}
      <Input.Wrapper id={groupId} label="Kind" labelElement="div">
        <div role="radiogroup" aria-labelledby={`${groupId}-label`}>
          <Group gap="lg" mt={6}>
            {KINDS.map((kind) => (
              <Radio
                key={kind.value}
                name={`${base}-kind`}
                value={kind.value}
                checked={values.kind === kind.value}
                onChange={() => set('kind', kind.value)}
                label={kind.label}
                color="green"
              />
            ))}
          </Group>
        </div>
      </Input.Wrapper>

      <div className={classes.fields}>
        <FundField
          fund={source}
          id={fieldId('schemeCode')}
          label={isSwitch ? 'Switch out of' : 'Fund'}
          value={values.schemeCode}
          schemes={schemes}
          error={errors.schemeCode}
          onChange={(hit) => set('schemeCode', hit?.schemeCode ?? null)}
        />
        <FolioInput {...textField('folio')} />
        <TextInput
          {...textField('date')}
          type="date"
          label="Date"
          description={sourceNote?.text ?? 'Units are bought or sold at the first NAV on or after it'}
          max={today}
          min={source.navs?.status === 'ready' ? source.navs.series[0]?.date : undefined}
        />
        <TextInput
          {...textField('amount')}
          label="Amount (₹)"
          description={amountHint(values, sourceNote?.point.nav, 'amount')}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextInput {...textField('units')} label="Units" description={amountHint(values, sourceNote?.point.nav, 'units')} inputMode="decimal" autoComplete="off" />
        {isSwitch && (
          <>
            <FundField
              fund={target}
              id={fieldId('targetCode')}
              label="Switch into"
              value={values.targetCode}
              schemes={schemes}
              error={errors.targetCode}
              description={targetNote ? switchInNote(targetNote.text, values, sourceNote?.point.nav, targetNote.point.nav) : undefined}
              onChange={(hit) => set('targetCode', hit?.schemeCode ?? null)}
            />
            <FolioInput {...textField('targetFolio')} label="Folio of the fund switched into" description="Leave it empty if it is the same folio" />
          </>
        )}
      </div>
    </EntryFormFrame>
  )
}

/** Under Amount and Units: what the other field comes to at the NAV, once it can be worked out. */
function amountHint(values: TransactionFormValues, nav: number | undefined, field: 'amount' | 'units'): string {
  const preview = nav === undefined ? null : quantityPreview(values, nav)
  const given = field === 'amount' ? values.units : values.amount
  if (preview && given.trim() !== '') return `${preview} at that NAV`
  return field === 'amount' ? 'Give the amount or the units, not both' : 'The other is worked out from the NAV'
}

/** The switch-in's NAV and the units the switch-out's proceeds buy there. */
function switchInNote(text: string, values: TransactionFormValues, sourceNav: number | undefined, targetNav: number): string {
  const preview = sourceNav === undefined ? null : switchInPreview(values, sourceNav, targetNav)
  return preview ? `${text}: ${preview}` : text
}

function savedText(row: { kind: keyof typeof KIND_LABELS; schemeCode: number; date: string; amount: number; units: number }, schemes: ReadonlyMap<number, SchemeHit>, hit: SchemeHit | undefined): string {
  const name = hit?.schemeName ?? schemeName(schemes, row.schemeCode)
  const kind = row.kind === 'switch-out' ? 'Switch' : KIND_LABELS[row.kind]
  return `Saved: ${kind} of ${rupeesText(row.amount)} (${unitsText(row.units)} units) in ${name} on ${formatDate(row.date)}`
}
