/** SEBI's mandatory warning, on every page that shows a scheme's performance. */
export const SEBI_WARNING = 'Mutual Fund investments are subject to market risks, read all scheme related documents carefully.'
