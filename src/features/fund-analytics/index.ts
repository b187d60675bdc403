// What other features use of the analytics panels (the compare table's figures); routes import its modules directly.
export { DateText, NotAvailable, Signed } from './figure-parts'
export { formatMagnitude, formatRate, formatRatio } from './figures-format'
export { PERIOD_LABEL } from './periods'
