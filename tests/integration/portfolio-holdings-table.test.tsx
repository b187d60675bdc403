/**
 * The holdings table (src/features/portfolio/HoldingsTable.tsx) shows every row of a report, and marks
 * each report's rows on the page for the benchmark (bench:portfolio's window ends at the frame after
 * that mark): once per new set of rows, not on a render that changes none.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { theme } from '@/app/theme'
import type { HoldingRow } from '@/features/portfolio/holding-rows'
import { HoldingsTable } from '@/features/portfolio/HoldingsTable'
import { REPORT_SHOWN_MARK } from '@/features/portfolio/portfolio-marks'

const row = (i: number): HoldingRow => ({
  key: `F${i}|${100000 + i}`,
  folio: `F${i}`,
  schemeCode: 100000 + i,
  name: `Fund number ${i}`,
  hit: undefined,
  units: 10,
  nav: { date: '2026-11-20', nav: 12 },
  invested: 100,
  value: 120,
  gain: 20,
  gainPercent: 20,
  xirr: 0.1,
  taxClass: { taxClass: 'equity', overridden: false, defaultClass: 'equity' },
  regularCost: undefined,
})

const ROWS = Array.from({ length: 30 }, (_, i) => row(i + 1))

function renderTable(rows: readonly HoldingRow[]) {
  return render(
    <MantineProvider theme={theme} withCssVariables={false}>
      <HoldingsTable rows={rows} />
    </MantineProvider>,
  )
}

describe('HoldingsTable', () => {
  it('shows every holding, and marks each report\'s rows on the page once', async () => {
    performance.clearMarks(REPORT_SHOWN_MARK)
    const { rerender } = renderTable(ROWS)
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(ROWS.map((r) => r.name))
    // The first rows in the table's first frame, the rest in the next: marked once both are there.
    const grid = screen.getByRole('table', { name: 'Your holdings, one row per fund and folio' })
    expect(grid).not.toHaveAttribute('data-painted')
    expect(performance.getEntriesByName(REPORT_SHOWN_MARK)).toHaveLength(0)
    await waitFor(() => expect(performance.getEntriesByName(REPORT_SHOWN_MARK)).toHaveLength(1))
    expect(grid).toHaveAttribute('data-painted')

    const table = (rows: readonly HoldingRow[]) => (
      <MantineProvider theme={theme} withCssVariables={false}>
        <HoldingsTable rows={rows} />
      </MantineProvider>
    )
    // The same rows again (a render of the page for something else): no new mark.
    rerender(table(ROWS))
    expect(performance.getEntriesByName(REPORT_SHOWN_MARK)).toHaveLength(1)
    // A recomputation's rows.
    const next = ROWS.map((r, i) => (i === 0 ? { ...r, value: 130 } : r))
    rerender(table(next))
    expect(within(screen.getAllByRole('row')[1]!).getByText('₹130')).toBeInTheDocument()
    expect(performance.getEntriesByName(REPORT_SHOWN_MARK)).toHaveLength(2)
  })
})
