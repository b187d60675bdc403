/**
 * Dates in SQL. The tables store ISO dates (`yyyy-mm-dd`, which sort as text); the contract sends
 * `dd-mm-yyyy`. Rearranging in the query lets a list's rows go out as the statement returns them,
 * one query and no pass over the rows in JavaScript.
 */

/** `column` (ISO `yyyy-mm-dd`) as `dd-mm-yyyy`, as isoToDmy (common/figures/dates.ts) does; NULL stays NULL (`||` with NULL is NULL). */
export const dmyOfIsoSql = (column: string): string => `substr(${column}, 9, 2) || '-' || substr(${column}, 6, 2) || '-' || substr(${column}, 1, 4)`
