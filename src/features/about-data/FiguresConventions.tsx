import classes from './data.module.css'

/**
 * How the fund figures are computed: the conventions once kept in the README, word for word. The
 * formulas live in common/figures/; a change there is a change here.
 */
export function FiguresConventions() {
  return (
    <>
      <p>
        The fund figures beyond the seed (performance, search and SIP: <code>common/contract/analytics-schemas.ts</code>,
        documented in <code>GET /api/openapi.json</code>) are computed by one set of pure functions in{' '}
        <code>common/figures/</code>, used by the reference server at import, by the msw handlers, and by the site only
        where it must compute itself. Where the contract is silent we follow SEBI&apos;s conventions for scheme
        performance, and say so here:
      </p>
      <ul className={classes.conventions}>
        <li>
          <strong>Periods</strong> 1W, 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y, 10Y and SI (since the first NAV held). The base is
          the NAV on or before the period&apos;s start (weekends and holidays take the previous NAV; months and years
          are calendar ones, 31 May - 3 months = 28/29 Feb); YTD starts at 31 Dec of the previous year.{' '}
          <strong>Absolute return below one year, CAGR from one year</strong> (SEBI&apos;s rule for performance
          disclosure), CAGR over the nominal years (3 for 3Y); SI is a CAGR over days/365 once the history spans a
          year. A fund younger than a period has <code>null</code> there: nothing is extrapolated.
        </li>
        <li>
          <strong>Peers</strong>: the active schemes of the same subcategory, plan and option (Direct Growth large caps
          against Direct Growth large caps: Regular plans carry distributor costs and IDCW options pay out). Rank 1 is
          the best; ties share the better rank (1, 2, 2, 4); quartile = ⌊(rank − 1) × 4 / of⌋ + 1. A retired scheme
          keeps its own figures beside its group&apos;s averages but is not ranked.
        </li>
        <li>
          <strong>Risk</strong>, over the last three years (or the whole history if shorter; none under a year), from
          the daily returns between published NAVs: volatility = sample standard deviation × √252; Sharpe = (mean daily
          return × 252 − r<sub>f</sub>) / volatility; Sortino the same over the downside deviation (the root mean square
          of the shortfalls below r<sub>f</sub>/252, over all days) × √252. The risk-free rate r<sub>f</sub> is a
          server setting, <code>RISK_FREE_RATE</code> (default 6.5 % a year, about the 91-day Treasury bill yield; SEBI
          prescribes none) and is stated beside the figures. Maximum drawdown is the largest fall from a running peak,
          with the peak&apos;s and trough&apos;s dates and the first date the NAV regained the peak (or none yet).
        </li>
        <li>
          <strong>Rolling returns</strong>: at every published NAV date whose window start has a NAV, the CAGR over the
          last 1 or 3 years; minimum, median, maximum and the share of windows above zero.
        </li>
        <li>
          <strong>Direct vs Regular</strong>: the other plan is the scheme of the same fund house and option whose name
          differs only in the plan words; the gap is this plan&apos;s return minus the other&apos;s, in percentage
          points.
        </li>
        <li>
          <strong>SIP</strong>: one installment a month on the chosen day (a <code>from</code> on the 29th–31st keeps
          that day, moved to the month&apos;s last day where a month is shorter), each buying at the first NAV on or
          after its date; units are not rounded (AMCs round to three decimals: differences of paise); the value is the
          units × the NAV on or before <code>to</code>. <strong>XIRR</strong> solves Σ amount × (1 + r)
          <sup>−days/365</sup> = 0 (Actual/365, as spreadsheets&apos; XIRR) by Newton steps inside a bracket that fall
          back to bisection, at most 200 iterations, and answers <code>null</code> when no rate exists.
        </li>
        <li>
          <strong>Costs</strong>: the total expense ratio (TER) is what a scheme&apos;s plan charges a year, as a
          percentage of its assets, from AMFI&apos;s TER report (its date is shown as &quot;TER as of&quot;). NAVs are
          published after it, so returns are already net of it. AMFI names a scheme without its plan; we match the
          name to the scheme&apos;s codes within its fund house only, and show nothing where no match is certain.
          Parts as SEBI&apos;s Regulation 52(6A) names them: the base TER within the slab for the scheme&apos;s size,
          52(6A)(b) for inflows from beyond the top 30 cities, 52(6A)(c) for other expenses, and GST. The category
          median and rank (1 = cheapest) compare the same subcategory and plan, one entry per scheme.
        </li>
        <li>
          <strong>Search</strong> uses SQLite FTS5 (server/search/, see server/README.md): words in any order, by
          prefix, AMFI&apos;s abbreviations (<code>Dir</code>, <code>Gr</code>, <code>IDCW</code> = dividend, PPFAS =
          Parag Parikh); user text becomes quoted words, never query syntax.
        </li>
      </ul>
    </>
  )
}
