import { Button } from '@mantine/core'
import type { NavEntry } from '@common/contract/schemas'
import { navCsvFileName, navHistoryCsv } from './nav-csv'

type Props = { schemeCode: number; schemeName: string; history: readonly NavEntry[] }

/** "Download NAV history (CSV)": a file made from the history already on the page. */
export function DownloadNavCsv({ schemeCode, schemeName, history }: Props) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([navHistoryCsv(schemeName, history)], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = navCsvFileName(schemeCode)
    document.body.append(link)
    link.click()
    link.remove()
    // The click has handed the file to the browser; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return (
    <Button variant="light" color="green" size="xs" mt="sm" onClick={download} disabled={history.length === 0} data-needs-js>
      Download NAV history (CSV)
    </Button>
  )
}
