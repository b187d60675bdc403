import { Table } from '@mantine/core'
import { RETURN_KEYS, RETURN_LABEL, type ReturnKey } from '@/lib/return-keys'
import { SortableTh, type SortableColumn } from './SortableTh'
import { TerLabel } from './TerText'

type Props = { table: { getColumn: (id: ReturnKey | 'ter') => SortableColumn | undefined } }

/**
 * A fund table's last headers, over its figure cells: 1Y, 3Y and 5Y and the TER (all sortable),
 * then the compare button's column.
 */
export function ReturnHeads({ table }: Props) {
  return (
    <>
      {RETURN_KEYS.map((key) => (
        <SortableTh key={key} column={table.getColumn(key)} figure>
          {RETURN_LABEL[key]}
        </SortableTh>
      ))}
      <SortableTh column={table.getColumn('ter')} figure>
        <TerLabel />
      </SortableTh>
      <Table.Th scope="col">
        <span className="visually-hidden">Compare</span>
      </Table.Th>
    </>
  )
}
