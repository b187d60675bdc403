/**
 * The ES2025 iterator helpers (Iterator.prototype.map, filter, take, drop, flatMap, reduce, toArray,
 * forEach, some, every, find) for Node 20, which lacks them (V8 12.x, Node 22, has them).
 *
 * Why: Lighthouse 13 declares node >= 22.19. It loads and runs on this project's Node 20, but its
 * trace engine (@paulirish/trace_engine) calls these helpers on Map iterators, so on Node 20 three
 * insights end as errors ("duplication.values.flatMap is not a function" in
 * duplicated-javascript-insight, "wastedBytesByRequestId.values(...).reduce is not a function" in
 * legacy-javascript-insight, "data.Renderer.processes.values(...).find is not a function" in
 * third-parties-insight), and ForcedReflow's flatMap would fail the same way when it has data. None
 * of them weighs in the score, but an erroring audit is not a measurement. Installing the helpers on
 * the shared %IteratorPrototype% (of this benchmark's process only) fixes all of them; nothing is
 * changed where the runtime already has them.
 */

type Iter = Iterator<unknown> & Iterable<unknown>
type Fn<R> = (value: unknown, index: number) => R

const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as Record<string, unknown>

/** The iterator itself as an iterable, whatever its own [Symbol.iterator] says. */
const each = (iterator: Iter): Iterable<unknown> => ({ [Symbol.iterator]: () => iterator })

const helpers: Record<string, (this: Iter, ...args: never[]) => unknown> = {
  *map(this: Iter, fn: Fn<unknown>) {
    let index = 0
    for (const value of each(this)) yield fn(value, index++)
  },
  *filter(this: Iter, fn: Fn<unknown>) {
    let index = 0
    for (const value of each(this)) if (fn(value, index++)) yield value
  },
  *take(this: Iter, limit: number) {
    if (limit <= 0) return
    let left = limit
    for (const value of each(this)) {
      yield value
      if (--left <= 0) return
    }
  },
  *drop(this: Iter, count: number) {
    let skip = count
    for (const value of each(this)) {
      if (skip > 0) {
        skip--
        continue
      }
      yield value
    }
  },
  *flatMap(this: Iter, fn: Fn<Iterable<unknown>>) {
    let index = 0
    for (const value of each(this)) yield* fn(value, index++)
  },
  reduce(this: Iter, ...args: never[]) {
    const [fn, ...initial] = args as unknown as [(acc: unknown, value: unknown, index: number) => unknown, ...unknown[]]
    let index = 0
    let started = initial.length > 0
    let acc = initial[0]
    for (const value of each(this)) {
      if (!started) {
        acc = value
        started = true
      } else acc = fn(acc, value, index)
      index++
    }
    if (!started) throw new TypeError('Reduce of empty iterator with no initial value')
    return acc
  },
  toArray(this: Iter) {
    return [...each(this)]
  },
  forEach(this: Iter, fn: Fn<unknown>) {
    let index = 0
    for (const value of each(this)) fn(value, index++)
  },
  some(this: Iter, fn: Fn<unknown>) {
    let index = 0
    for (const value of each(this)) if (fn(value, index++)) return true
    return false
  },
  every(this: Iter, fn: Fn<unknown>) {
    let index = 0
    for (const value of each(this)) if (!fn(value, index++)) return false
    return true
  },
  find(this: Iter, fn: Fn<unknown>) {
    let index = 0
    for (const value of each(this)) if (fn(value, index++)) return value
    return undefined
  },
}

/** Installs the helpers the runtime lacks; returns their names (empty on Node 22 and later). */
export function installIteratorHelpers(): string[] {
  const installed: string[] = []
  for (const [name, fn] of Object.entries(helpers)) {
    if (typeof IteratorPrototype[name] === 'function') continue
    Object.defineProperty(IteratorPrototype, name, { value: fn, writable: true, configurable: true, enumerable: false })
    installed.push(name)
  }
  return installed
}
