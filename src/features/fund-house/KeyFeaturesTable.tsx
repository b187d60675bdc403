import { useMemo } from 'react'
import { Anchor, Table, Text } from '@mantine/core'
import { isWebAddress, parseKeyFeatures } from '@/lib/key-features'
import classes from './fund-house.module.css'

function Value({ value }: { value: string }) {
  if (!value) return <>–</>
  if (isWebAddress(value)) {
    return (
      <Anchor href={value} target="_blank" rel="noopener noreferrer">
        {value.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
      </Anchor>
    )
  }
  return <>{value}</>
}

/** The key-information table: one row per `label: value` line of key_features. */
export function KeyFeaturesTable({ keyFeatures }: { keyFeatures: string }) {
  const features = useMemo(() => parseKeyFeatures(keyFeatures), [keyFeatures])
  if (features.length === 0) return <Text c="dimmed">No key information published yet.</Text>
  return (
    <Table className={classes.keyTable} withRowBorders verticalSpacing="xs" aria-label="Key information">
      <Table.Tbody>
        {features.map((feature, index) =>
          feature.label === null ? (
            <Table.Tr key={index}>
              <Table.Td colSpan={2}>{feature.value}</Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={index}>
              <Table.Th scope="row">{feature.label}</Table.Th>
              <Table.Td>
                <Value value={feature.value} />
              </Table.Td>
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </Table>
  )
}
