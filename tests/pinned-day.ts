import { indiaIsoDate } from '../common/figures/business-days.ts'
import { daysBetween } from '../common/figures/dates.ts'

/**
 * Moves this process's clock by whole days so that India's date is `day` (yyyy-mm-dd); the time of
 * day and the flow of time stay real. The fixtures' newest NAV is fixed (20 Nov 2026), and the site
 * judges it against today: tests choose that day instead of the wall clock. Returns the undo.
 */
export function pinIndiaDay(day: string): () => void {
  const RealDate = globalThis.Date
  const offset = daysBetween(indiaIsoDate(RealDate.now()), day) * 86_400_000
  const now = () => RealDate.now() + offset
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  })
  return () => {
    globalThis.Date = RealDate
  }
}
