import { memo, useId, useState } from 'react'
import { Tabs, Text, Title } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import type { PortfolioTransaction } from '@common/portfolio/transaction'
import type { SipSeries } from '@common/portfolio/sip-series'
import { SipForm } from './SipForm'
import { SipList } from './SipList'
import { TransactionForm } from './TransactionForm'
import { TransactionList } from './TransactionList'
import type { EditTarget } from './transaction-form'
import classes from './entry.module.css'

export type EntrySectionProps = {
  transactions: readonly PortfolioTransaction[]
  sips: readonly SipSeries[]
  schemes: ReadonlyMap<number, SchemeHit>
}

type Tab = 'transaction' | 'sip'
type Editing = { kind: 'transaction'; target: EditTarget } | { kind: 'sip'; sip: SipSeries } | null

/**
 * Add / edit / delete transactions and SIP series; the list of what is entered. Memoised on the parts of
 * the document it shows: a tax class chosen in the holdings table changes neither, and re-rendering the
 * forms and fifty rows' actions with it was most of the page's work after such a change (bench:portfolio).
 */
export const EntrySection = memo(function EntrySection({ transactions, sips, schemes }: EntrySectionProps) {
  const headingId = useId()
  const [tab, setTab] = useState<Tab>('transaction')
  const [editing, setEditing] = useState<Editing>(null)
  // The form whose edit just ended: it comes back as a new entry and takes the focus its buttons had.
  const [refocus, setRefocus] = useState<Tab | null>(null)
  const [saved, setSaved] = useState('')
  const endEdit = (tab: Tab) => () => {
    setEditing(null)
    setRefocus(tab)
  }
  const startEdit = (next: NonNullable<Editing>) => {
    setTab(next.kind)
    setEditing(next)
    setRefocus(null)
    setSaved('')
  }
  const editedTransaction = editing?.kind === 'transaction' ? editing.target : null
  const editedSip = editing?.kind === 'sip' ? editing.sip : null

  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        Enter your investments
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Saved in this browser only. Choosing a fund asks the site for that fund's public NAVs, nothing of yours.
      </Text>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} color="green">
        <Tabs.List mb="md">
          <Tabs.Tab value="transaction">Purchase, redemption or switch</Tabs.Tab>
          <Tabs.Tab value="sip">SIP</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="transaction">
          {/* Keyed by what is edited: a fresh form for each edit, and again for a new entry after it. */}
          <TransactionForm
            key={editedTransaction?.ids.id ?? 'new'}
            transactions={transactions}
            sips={sips}
            schemes={schemes}
            editing={editedTransaction}
            onDone={endEdit('transaction')}
            onSaved={setSaved}
            autoFocus={refocus === 'transaction'}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sip">
          <SipForm
            key={editedSip?.id ?? 'new'}
            schemes={schemes}
            editing={editedSip}
            onDone={endEdit('sip')}
            onSaved={setSaved}
            autoFocus={refocus === 'sip'}
          />
        </Tabs.Panel>
      </Tabs>
      <Text role="status" size="sm" c="green.9" mt="xs">
        {saved}
      </Text>
      <TransactionList
        transactions={transactions}
        schemes={schemes}
        onEdit={(target) => startEdit({ kind: 'transaction', target })}
      />
      <SipList
        sips={sips}
        schemes={schemes}
        onEdit={(sip) => startEdit({ kind: 'sip', sip })}
      />
    </section>
  )
})
