/**
 * The User Timing names "My investments" records for `npm run bench:portfolio` (bench/portfolio.ts
 * imports them; free of React, so the bench can).
 */

/** A computation's request sent to the worker. */
export const COMPUTE_START_MARK = 'portfolio:compute-start'
/** Request sent -> its report applied (use-portfolio-report.ts). */
export const COMPUTE_MEASURE = 'portfolio:compute'
/** A report's holdings are on the page (HoldingsTable.tsx, after the commit that shows them). */
export const REPORT_SHOWN_MARK = 'portfolio:report-shown'
