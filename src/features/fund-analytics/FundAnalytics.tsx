import { type ReactNode, useId } from 'react'
import { Card, Title } from '@mantine/core'
import type { Performance } from '@common/contract/analytics-schemas'
import type { Costs } from '@common/contract/costs-schemas'
import { PlanGap, type RenderLink } from './PlanGap'
import { ReturnsTable } from './ReturnsTable'
import { RiskPanel } from './RiskPanel'
import { RollingReturns } from './RollingReturns'
import classes from './analytics.module.css'

export type { RenderLink } from './PlanGap'

function Section({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const headingId = useId()
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId} className={wide ? `${classes.card} ${classes.wide}` : classes.card}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  )
}

type Props = {
  performance: Performance
  /** Renders the other plan's name as a link; the route passes its router's Link. */
  renderLink: RenderLink
  /** The fund's costs answer, for the plans' TER gap (undefined while it is missing or failed). */
  costs?: Costs | null
}

/** The fund page's analytics below the fold: returns, risk, rolling returns and the other plan. */
export function FundAnalytics({ performance, renderLink, costs }: Props) {
  return (
    <div className={classes.layout}>
      <Section title="Returns" wide>
        <ReturnsTable performance={performance} />
      </Section>
      <Section title="Risk" wide>
        <RiskPanel risk={performance.risk} />
      </Section>
      <Section title="Rolling returns">
        <RollingReturns rolling={performance.rolling} />
      </Section>
      <Section title="Direct vs Regular">
        <PlanGap otherPlan={performance.otherPlan} returns={performance.returns} asOf={performance.asOf} renderLink={renderLink} costs={costs} />
      </Section>
    </div>
  )
}

// The route loads this module with React.lazy, which wants a default export.
export default FundAnalytics
