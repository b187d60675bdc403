import type { ReactNode } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { FundPicker, type FundPickerProps } from '../fund-picker/FundPicker'
import type { ChosenFund } from './use-nav-series'
import classes from './entry.module.css'

/** A form's fund: the picker, a whole row wide, and under it how its NAVs are coming (the form's checks need them). */
export function FundField({ fund, ...picker }: FundPickerProps & { fund: ChosenFund }) {
  return (
    <div className={classes.wide}>
      <FundPicker {...picker} />
      <NavStatus fund={fund} />
    </div>
  )
}

/** Under a fund picker: the chosen fund's NAVs loading or failed, with Retry; nothing once they are there. */
function NavStatus({ fund }: { fund: ChosenFund }): ReactNode {
  if (fund.navs?.status === 'loading') {
    return (
      <Text size="sm" c="dimmed" mt={4} role="status">
        Loading the fund's NAVs…
      </Text>
    )
  }
  if (fund.navs?.status === 'error') {
    return (
      <Group gap="xs" mt={4} role="alert">
        <Text size="sm" c="red.8">
          The fund's NAVs could not be loaded. {fund.navs.message}
        </Text>
        <Button size="xs" variant="light" color="green" onClick={fund.retry}>
          Retry
        </Button>
      </Group>
    )
  }
  return null
}
