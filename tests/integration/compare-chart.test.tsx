/** The compare chart's plot, drawn at a fixed width (jsdom cannot measure one). */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { summaryOf } from '@/features/compare/CompareChart'
import { CompareChartPlot } from '@/features/compare/CompareChartPlot'
import { chartModelOf, formatIndex } from '@/features/compare/compare-chart-model'
import { SERIES_STYLES } from '@/features/compare/series-styles'
import { fundDetailOf, schemeByCode } from '@mocks/fixtures'

const funds = [101011, 102031, 103021].map((code, styleIndex) => {
  const detail = fundDetailOf(schemeByCode(code)!)
  return { schemeCode: code, name: detail.schemeName, styleIndex, history: detail.navHistory }
})
const model = chartModelOf(funds, '1Y')!

function renderPlot() {
  render(<CompareChartPlot lines={model.lines} dates={model.dates} width={640} height={320} label="Chart of 3 funds." summary={summaryOf(model)} />)
  return screen.getByRole('group', { name: 'Chart of 3 funds. Use the arrow keys to read the values.' })
}

describe('compare chart', () => {
  it('draws one line per fund, each with its own colour and dash', () => {
    renderPlot()
    funds.forEach((fund, i) => {
      const line = screen.getByTestId(`compare-line-${fund.schemeCode}`)
      expect(line).toHaveAttribute('stroke', SERIES_STYLES[i]!.stroke)
      if (SERIES_STYLES[i]!.dash) expect(line).toHaveAttribute('stroke-dasharray', SERIES_STYLES[i]!.dash)
    })
    expect(new Set(SERIES_STYLES.map((s) => s.dash)).size).toBe(SERIES_STYLES.length)
  })

  it("is an image whose text gives the start and every fund's end value", () => {
    renderPlot()
    const image = screen.getByRole('img', { name: /indexed to 100 on 20 Nov 2025/ })
    for (const line of model.lines) expect(image).toHaveAccessibleName(expect.stringContaining(`${line.name} ${formatIndex(line.points.at(-1)!.value)}`))
  })

  it("reads every fund's indexed value on a date with the keyboard: a shared tooltip and a spoken line", async () => {
    const user = userEvent.setup()
    const plot = renderPlot()
    plot.focus()
    await user.keyboard('{Home}')
    const tooltip = screen.getByTestId('compare-tooltip')
    expect(tooltip).toHaveTextContent('20 Nov 2025')
    expect(within(tooltip).getAllByRole('listitem')).toHaveLength(3)
    // Every line starts at 100 on the common start.
    for (const item of within(tooltip).getAllByRole('listitem')) expect(item).toHaveTextContent('100.00')
    expect(screen.getByTestId('compare-crosshair').querySelectorAll('circle')).toHaveLength(3)

    await user.keyboard('{End}')
    const ends = model.lines.map((line) => `${line.name} ${formatIndex(line.points.at(-1)!.value)}`)
    expect(plot).toHaveTextContent(`20 Nov 2026: ${ends.join('; ')}`)
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('compare-tooltip')).not.toBeInTheDocument()
  })
})
