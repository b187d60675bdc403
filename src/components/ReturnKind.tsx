import type { PeriodReturnFigure } from '@common/contract/analytics-schemas'

/** "CAGR" or "abs" after a return (a phone has no room for more); the full word for screen readers. */
export function ReturnKind({ kind }: { kind: PeriodReturnFigure['kind'] }) {
  if (kind === null) return null
  return (
    <>
      {' '}
      <span className="mf-return-kind" aria-hidden="true">
        {kind === 'cagr' ? 'CAGR' : 'abs'}
      </span>
      <span className="visually-hidden">{kind === 'cagr' ? 'annualised' : 'absolute'}</span>
    </>
  )
}
