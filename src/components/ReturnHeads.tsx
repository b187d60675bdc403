import { Table } from '@mantine/core'
import { RETURN_KEYS, RETURN_LABEL, type ReturnKey } from '@/lib/return-keys'
import { SortableTh, type SortableColumn } from './SortableTh'

type Props = { table: { getColumn: (id: ReturnKey) => SortableColumn | undefined } }

/** A fund table's last headers, over its return cells: 1Y, 3Y and 5Y (sortable) and the compare button's column. */
export function ReturnHeads({ table }: Props) {
  return (
    <>
      {RETURN_KEYS.map((key) => (
        <SortableTh key={key} column={table.getColumn(key)} figure>
          {RETURN_LABEL[key]}
        </SortableTh>
      ))}
      <Table.Th scope="col">
        <span className="visually-hidden">Compare</span>
      </Table.Th>
    </>
  )
}
