import { Container, Text, Title } from '@mantine/core'
import type { MetaAnswer } from '@/api/content'
import { PageHero } from '@/components/PageHero'
import { HeldTable, SyncTable } from './DataTables'
import { FiguresConventions } from './FiguresConventions'
import classes from './data.module.css'

const NAVALL_URL = 'https://www.amfiindia.com/spages/NAVAll.txt'

/** About the data: where the NAVs come from, how current they are, how updates run, how figures are computed. */
export function DataPage({ meta }: { meta: MetaAnswer }) {
  return (
    <>
      <PageHero
        id="data-heading"
        title="About the data"
        lead="Where the NAVs come from, how current they are, and how every figure on this site is computed from them."
      />
      <Container size="md" className={classes.body}>
        <section aria-labelledby="data-sources">
          <Title order={2} id="data-sources" className={classes.sectionTitle}>
            Where the numbers come from
          </Title>
          <ul className={classes.list}>
            <li>
              <strong>Daily NAVs</strong>: AMFI, the Association of Mutual Funds in India, publishes the net asset value
              of every scheme each business day, in the evening India time, in one file:{' '}
              <a href={NAVALL_URL}>NAVAll.txt</a>. With updates on, the server reads it once a day.
            </li>
            <li>
              <strong>NAV history</strong>: AMFI&apos;s NAV history reports, downloaded from the same site, give every
              scheme&apos;s NAVs between two dates. The server loads past years from them a window of dates at a time
              (the history back-fill below).
            </li>
            <li>
              <strong>Fund houses, schemes and categories</strong> come from the same files: each scheme&apos;s code,
              name, plan and option, its fund house, and its SEBI category as AMFI lists it.
            </li>
            <li>
              <strong>Figures</strong> (returns, risk, rolling returns, peer ranks, SIP results) are computed here from
              those NAVs, as set out below.
            </li>
            <li>
              <strong>Demo data</strong>: a server without AMFI&apos;s files starts from a bundled dataset of real fund
              houses, schemes and one day&apos;s NAVs, with NAV history simulated backwards; the strip at the top of
              every page then says &ldquo;Demo data: NAV history is simulated&rdquo;.
            </li>
          </ul>
        </section>

        <section aria-labelledby="data-current">
          <Title order={2} id="data-current" className={classes.sectionTitle}>
            How current it is
          </Title>
          <Text className={classes.paragraph}>
            A notice at the top of every page says so when the newest NAV is more than two business days old (India&apos;s
            calendar, weekends excluded) or the last update from AMFI failed. Times are India time (IST).
          </Text>
          <HeldTable meta={meta} />
          <SyncTable sync={meta.sync} />
        </section>

        <section aria-labelledby="data-figures">
          <Title order={2} id="data-figures" className={classes.sectionTitle}>
            Figures and their conventions
          </Title>
          <FiguresConventions />
        </section>
      </Container>
    </>
  )
}
