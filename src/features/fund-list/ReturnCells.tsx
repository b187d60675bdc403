import { memo } from 'react'
import { Table } from '@mantine/core'
import { TerValue } from '@/components/TerText'
import { AddToCompareButton } from '@/features/compare'
import { RETURN_KEYS } from '@/lib/return-keys'
import type { WithReturns } from './list-rows'
import { ReturnValue } from './ReturnValue'

type Props = {
  fund: WithReturns<{ schemeCode: number; schemeName: string | null }>
  amcName: string
  /** The list's TERs are of different dates: the TER cell says its own to screen readers (TerValue). */
  sayTerAsOf: boolean
}

/**
 * A fund row's last cells in every sortable list: its 1Y, 3Y and 5Y returns, its TER and Add to compare.
 * Memoised: the row objects keep their identity across a new order (joinReturns' memoised rows), so
 * sorting moves these cells without rendering them again.
 */
export const ReturnCells = memo(function ReturnCells({ fund, amcName, sayTerAsOf }: Props) {
  return (
    <>
      {RETURN_KEYS.map((key) => (
        <Table.Td key={key} className="mf-figure">
          <ReturnValue value={fund[key]} />
        </Table.Td>
      ))}
      <Table.Td className="mf-figure">
        <TerValue value={fund.ter} asOf={fund.terAsOf} sayAsOf={sayTerAsOf} />
      </Table.Td>
      <Table.Td>
        <AddToCompareButton
          fund={{ schemeCode: fund.schemeCode, schemeName: fund.schemeName ?? `Scheme ${fund.schemeCode}`, fundHouseName: amcName }}
        />
      </Table.Td>
    </>
  )
})
