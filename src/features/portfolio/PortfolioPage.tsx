import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core'
import type { SchemeHit } from '@common/contract/analytics-schemas'
import { EMPTY_PORTFOLIO, type PortfolioDocument } from '@common/portfolio/portfolio-document'
import type { PortfolioFigures } from '@common/portfolio/report'
import { AllocationCharts, AllocationPlaceholder } from './AllocationCharts'
import { EntrySection } from './entry/EntrySection'
import { FilesSection } from './files/FilesSection'
import { GainsSection } from './GainsSection'
import { HoldingProblems } from './HoldingProblems'
import { holdingRows, keepUnchangedRows, type HoldingRow } from './holding-rows'
import { HoldingsPlaceholder, HoldingsTable } from './HoldingsTable'
import { NO_STORAGE_REASON, usePortfolio } from './portfolio-store'
import { PortfolioSummary } from './PortfolioSummary'
import { schemeName } from './portfolio-format'
import { usePortfolioReport, type PortfolioData } from './use-portfolio-report'
import classes from './portfolio.module.css'

const ENTRY_ID = 'portfolio-entry'
const FILES_ID = 'portfolio-files'
const NO_SCHEMES: ReadonlyMap<number, SchemeHit> = new Map()

/** What the visitor must know before typing a rupee in: where it is kept, and what the figures are. */
function PrivacyNote() {
  return (
    <div className={classes.privacy} data-testid="portfolio-privacy">
      <Text fw={700}>Kept only in this browser</Text>
      <Text size="sm">
        Your investments are stored on this device, in this browser, and are never sent to our server or to anyone else: the page only asks
        for the public NAVs of your funds. Clearing this browser&apos;s site data deletes them, so use Export to keep a copy.
      </Text>
      <Text size="sm">The figures are estimates from what you enter, at the latest published NAVs. They are not tax advice.</Text>
    </div>
  )
}

/** A titled card section of the page; `later`: below the holdings, rendered once scrolled near (offscreenLater). */
function Section({ id, title, later = false, children }: { id: string; title: string; later?: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id} className={later ? `${classes.card} ${classes.offscreenLater}` : classes.card}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  )
}

/**
 * The server's HTML and the moment before the browser's storage answers: the page's frame with the
 * summary's boxes in place, and why there is nothing in them yet without JavaScript.
 */
function PortfolioPlaceholder() {
  return (
    <div className={classes.placeholder}>
      <Text c="dimmed" role="status">
        Opening your investments from this browser&hellip;
        {/* Until the site's code has run (and for good without it): then the line goes (portfolio.module.css). */}
        <span className={classes.needsJs}>
          {' '}
          This page needs JavaScript: your investments are read from this browser&apos;s own storage, never from our server.
        </span>
      </Text>
      <PortfolioSummary report={null} />
    </div>
  )
}

/**
 * The store could not open: say why. A saved value that cannot be read is still there, so the files
 * section stays at hand (with nothing in it) for "Delete everything" to clear it; storage that is
 * refused outright has nothing to clear.
 */
function Unavailable({ reason }: { reason: string }) {
  return (
    <>
      <Alert color="red" variant="light" title="Your investments cannot be opened in this browser" data-testid="portfolio-unavailable">
        <Text size="sm">{reason}</Text>
      </Alert>
      {reason !== NO_STORAGE_REASON && (
        <div id={FILES_ID}>
          <FilesSection document={EMPTY_PORTFOLIO} schemes={NO_SCHEMES} storeUnavailable />
        </div>
      )}
    </>
  )
}

/** NAV histories still loading or failed, and a newer computation under way: one calm line, or the failures with Retry. */
function DataStatus({ data }: { data: PortfolioData }) {
  const loading = data.loading.length
  const line =
    loading > 0
      ? `Loading the NAVs of ${loading} ${loading === 1 ? 'fund' : 'funds'}…`
      : data.computing
        ? data.report
          ? 'Updating the figures…'
          : 'Working out the figures…'
        : ''
  return (
    <>
      {/* Always there, one line high: announcements are heard, and the page does not move when it empties. */}
      <Text size="sm" c="dimmed" role="status" className={classes.status}>
        {line}
      </Text>
      {data.failed.length > 0 && (
        <Alert color="yellow" variant="light" title="Some NAVs could not be loaded" data-testid="scheme-failures">
          <ul className={classes.failures}>
            {data.failed.map((f) => (
              <li key={f.schemeCode}>
                {schemeName(f.schemeCode, data.schemes)}: {f.notFound ? 'this fund is not in our data' : f.message}
              </li>
            ))}
          </ul>
          <Text size="sm" mt={4}>
            Their holdings show &ldquo;&ndash;&rdquo; for what needs a NAV.
          </Text>
          <Button size="xs" variant="light" mt="xs" onClick={data.retry}>
            Retry
          </Button>
        </Alert>
      )}
    </>
  )
}

function EmptyInvitation() {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} data-testid="portfolio-empty">
      <Title order={2} size="h3">
        Nothing here yet
      </Title>
      <Text mt="xs">
        <Anchor href={`#${ENTRY_ID}`}>Add your first investment</Anchor> (a purchase, a redemption, a switch or a SIP), or{' '}
        <Anchor href={`#${FILES_ID}`}>import a statement</Anchor>: the JSON that casparser makes from your CAMS or KFintech CAS, or a CSV of your
        transactions.
      </Text>
    </Card>
  )
}

/** Holdings the document names (folio and scheme), so the table's placeholder has their rows' height. */
function holdingCount(document: PortfolioDocument): number {
  const keys = new Set<string>()
  for (const t of document.transactions) keys.add(`${t.folio}|${t.schemeCode}`)
  for (const s of document.sips) keys.add(`${s.folio}|${s.schemeCode}`)
  return keys.size
}

/**
 * Memoised: the NAV answers arriving one by one re-render the page, and the forms need none of them.
 * The entry section is memoised on its own parts of the document (a tax class chosen is neither).
 */
const EntryAndFiles = memo(function EntryAndFiles({ document, schemes }: { document: PortfolioDocument; schemes: ReadonlyMap<number, SchemeHit> }) {
  return (
    <>
      <div id={ENTRY_ID} className={classes.offscreenLater}>
        <EntrySection transactions={document.transactions} sips={document.sips} schemes={schemes} />
      </div>
      <div id={FILES_ID} className={classes.offscreenLater}>
        <FilesSection document={document} schemes={schemes} />
      </div>
    </>
  )
})

/**
 * The table's rows of `report`, the rows whose figures did not change kept from the previous report (so
 * a recomputation re-renders the changed holdings only). Worked out during the render that gets a new
 * report (React's pattern for state that follows a prop), not in an effect a frame later.
 */
function useHoldingRows(report: PortfolioFigures | null, schemes: ReadonlyMap<number, SchemeHit>): HoldingRow[] | null {
  const [derived, setDerived] = useState<{ report: PortfolioFigures | null; schemes: ReadonlyMap<number, SchemeHit>; rows: HoldingRow[] | null }>(() => ({
    report,
    schemes,
    rows: report ? holdingRows(report, schemes) : null,
  }))
  if (derived.report !== report || derived.schemes !== schemes) {
    const rows = report ? keepUnchangedRows(derived.rows, holdingRows(report, schemes)) : null
    setDerived({ report, schemes, rows })
    return rows
  }
  return derived.rows
}

/** `value` as it was when `settled` was last true (its first value until then). */
function useSettledValue<T>(value: T, settled: boolean): T {
  const [kept, setKept] = useState(value)
  if (settled && kept !== value) {
    setKept(value)
    return value
  }
  return kept
}

/** Memoised: the store's own (synchronous) render of a change passes the same deferred document. */
const PortfolioContent = memo(function PortfolioContent({ document }: { document: PortfolioDocument }) {
  const data = usePortfolioReport(document)
  const { report, schemes } = data
  const rows = useHoldingRows(report, schemes)
  // Only the placeholder needs it, before the first report: counting 6,000 rows' holdings at each
  // change was most of this render's time (bench:portfolio).
  const count = useMemo(() => (report ? report.valuation.holdings.length : holdingCount(document)), [report, document])
  // The funds' names reach the entry section's lists once every scheme's reference has answered, in
  // one deferred (interruptible) render: each answer renders this component at once (useQueries is a
  // synchronous store), and re-rendering those lists with each of fifty answers was a task of
  // 100-500 ms each at 4x CPU.
  const listedSchemes = useDeferredValue(useSettledValue(schemes, data.schemesSettled))

  // The entry and files sections keep their key whether the portfolio is empty or not: the first save
  // or an import (empty -> not) and "Delete everything" (back) keep their messages and the keyboard
  // focus, which a remount would lose.
  if (document.transactions.length === 0 && document.sips.length === 0) {
    return (
      <>
        <EmptyInvitation />
        <EntryAndFiles key="entry-and-files" document={document} schemes={listedSchemes} />
      </>
    )
  }
  return (
    <>
      <DataStatus data={data} />
      <PortfolioSummary report={report} />
      <Section id="portfolio-holdings" title="Holdings">
        {report && rows ? (
          <Stack gap="sm">
            <HoldingProblems report={report} sips={document.sips} schemes={schemes} />
            <HoldingsTable rows={rows} />
          </Stack>
        ) : (
          <HoldingsPlaceholder count={count} />
        )}
      </Section>
      <Section id="portfolio-allocation" title="Allocation" later>
        {rows ? <AllocationCharts rows={rows} /> : <AllocationPlaceholder />}
      </Section>
      <Section id="portfolio-gains" title="Capital gains" later>
        {report ? <GainsSection report={report} schemes={schemes} /> : <div className={classes.gainsPlaceholder} aria-hidden="true" />}
      </Section>
      <EntryAndFiles key="entry-and-files" document={document} schemes={listedSchemes} />
    </>
  )
})

/**
 * /portfolio, "My investments": the visitor's own holdings, kept only in this browser. The page reads
 * the store and renders; the only requests it causes are the public NAV calls of usePortfolioReport.
 */
export function PortfolioPage() {
  const state = usePortfolio()
  // A change to the document (a save, an import, a class chosen) renders the page's tables in a deferred,
  // interruptible render: the store's update itself is synchronous (useSyncExternalStore), and rendering
  // thousands of rows' worth of figures in it was a 450 ms task at 4x CPU (bench:portfolio).
  const document = useDeferredValue(state.status === 'ready' ? state.document : null)
  return (
    <>
      <section className="mf-page-hero" aria-labelledby="portfolio-title">
        <Container size="lg">
          <Title order={1} id="portfolio-title" className="mf-page-title">
            My investments
          </Title>
          <Text size="lg" className="mf-page-lead">
            Your mutual funds valued at the latest NAVs, with XIRR, what Regular plans cost you, and capital gains by financial year.
          </Text>
        </Container>
      </section>
      <Container size="lg" py="lg">
        <Stack gap="lg">
          <PrivacyNote />
          {(state.status === 'loading' || (state.status === 'ready' && !document)) && <PortfolioPlaceholder />}
          {state.status === 'unavailable' && <Unavailable reason={state.reason} />}
          {state.status === 'ready' && document && <PortfolioContent document={document} />}
        </Stack>
      </Container>
    </>
  )
}
