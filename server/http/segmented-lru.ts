/**
 * A segmented LRU, bounded by entries and by bytes, for the response and page caches
 * (docs/decisions/006-answer-cache.md). A new entry starts on probation and is promoted to protected
 * when used again, so a stream of one-off keys (distinct POST bodies, random searches) evicts only
 * other probation entries. Protected holds at most `protectedShare` of the entries and bytes; its
 * overflow goes back to probation's newest end (a second chance). Segments are doubly linked lists
 * found through one Map: a move is a few pointer writes, never a Map delete and set.
 */

/** A value kept by size: `bytes` is read when it is set, and again when its owner calls `resized`. */
export type Sized = { readonly bytes: number }

export type SegmentedLruOptions = {
  maxEntries: number
  maxBytes: number
  /** A value bigger than this is not kept (`set` returns false). A quarter of maxBytes unless told. */
  maxEntryBytes?: number
  /** The protected segment's share of maxEntries and of maxBytes. */
  protectedShare?: number
}

export type Segment = 'probation' | 'protected'

const NONE = 0
const PROBATION = 1
const PROTECTED = 2

type Node<V> = {
  key: string
  value: V
  /** `value.bytes` as last counted. */
  bytes: number
  segment: typeof NONE | typeof PROBATION | typeof PROTECTED
  /** `links` when the node was last put at protected's newest end. */
  linkedAt: number
  prev: Node<V>
  next: Node<V>
}

export function createSegmentedLru<V extends Sized>(options: SegmentedLruOptions) {
  const { maxEntries, maxBytes, maxEntryBytes = maxBytes / 4, protectedShare = 0.8 } = options
  const protectedMaxEntries = Math.floor(maxEntries * protectedShare)
  const protectedMaxBytes = Math.floor(maxBytes * protectedShare)

  const nodes = new Map<string, Node<V>>()
  // The sum of `bytes` over `nodes`.
  let bytes = 0
  // Each segment is a circular list through a sentinel: `head.next` is the newest, `head.prev` the oldest.
  const sentinel = (): Node<V> => {
    const head = { key: '', value: undefined as unknown as V, bytes: 0, segment: NONE, linkedAt: 0 } as Node<V>
    head.prev = head.next = head
    return head
  }
  const probation = sentinel()
  const protectedHead = sentinel()
  let protectedCount = 0
  let protectedBytes = 0
  // Nodes put at protected's newest end so far.
  let links = 0

  function linkNewest(head: Node<V>, node: Node<V>): void {
    node.prev = head
    node.next = head.next
    head.next.prev = node
    head.next = node
  }

  function unlink(node: Node<V>): void {
    node.prev.next = node.next
    node.next.prev = node.prev
  }

  function toProbation(node: Node<V>): void {
    node.segment = PROBATION
    linkNewest(probation, node)
  }

  function toProtected(node: Node<V>): void {
    node.segment = PROTECTED
    node.linkedAt = ++links
    linkNewest(protectedHead, node)
    protectedCount++
    protectedBytes += node.bytes
  }

  /** Takes `node` out of its segment (it stays in `nodes`). */
  function detach(node: Node<V>): void {
    unlink(node)
    if (node.segment === PROTECTED) {
      protectedCount--
      protectedBytes -= node.bytes
    }
    node.segment = NONE
  }

  function remove(node: Node<V>): void {
    detach(node)
    nodes.delete(node.key)
    bytes -= node.bytes
  }

  /** Demotes protected's oldest entries to probation's newest end while protected is over its share. */
  function rebalance(): void {
    while (protectedCount > 0 && (protectedCount > protectedMaxEntries || protectedBytes > protectedMaxBytes)) {
      const oldest = protectedHead.prev
      detach(oldest)
      toProbation(oldest)
    }
  }

  /** The oldest node of a segment other than `spare`. */
  function oldest(head: Node<V>, spare: Node<V>): Node<V> | undefined {
    const node = head.prev === spare ? spare.prev : head.prev
    return node === head ? undefined : node
  }

  /**
   * Evicts while over the limits: probation's oldest, then protected's. `spare` (the entry being set
   * or resized, the one in use) goes last: evicting it would keep entries nobody asked for since.
   */
  function evict(spare: Node<V>): void {
    while ((nodes.size > maxEntries || bytes > maxBytes) && nodes.size > 0) {
      remove(oldest(probation, spare) ?? oldest(protectedHead, spare) ?? spare)
    }
  }

  return {
    /**
     * The value under `key`, counted as a use: a probation entry is promoted to protected. A
     * protected entry is moved to protected's newest end only when the hit finds it in the older half
     * (half of protected's entries or more were put there since): a hit on a recent entry writes
     * nothing, and an entry used within the last half of protected is never demoted for the count.
     */
    get(key: string): V | undefined {
      const node = nodes.get(key)
      if (node === undefined) return undefined
      if (node.segment === PROTECTED) {
        if (2 * (links - node.linkedAt) >= protectedCount) {
          unlink(node)
          node.linkedAt = ++links
          linkNewest(protectedHead, node)
        }
      } else {
        unlink(node)
        toProtected(node)
        rebalance()
      }
      return node.value
    },
    /** The value under `key`, not counted as a use. */
    peek(key: string): V | undefined {
      return nodes.get(key)?.value
    },
    /**
     * Keeps `value` under `key`, as the newest entry of probation (or of protected, when it replaces
     * a protected entry), and evicts down to the limits; false when it is not kept (over maxEntryBytes:
     * an entry under `key` stays as it was).
     */
    set(key: string, value: V): boolean {
      const size = value.bytes
      if (size > maxEntryBytes) return false
      const earlier = nodes.get(key)
      const replacesProtected = earlier?.segment === PROTECTED
      if (earlier) remove(earlier)
      const node = { key, value, bytes: size, segment: NONE, linkedAt: 0 } as Node<V>
      nodes.set(key, node)
      bytes += size
      if (replacesProtected) {
        toProtected(node)
        rebalance()
      } else toProbation(node)
      evict(node)
      return node.segment !== NONE
    },
    /**
     * Counts `value.bytes` again (its owner added an encoding of it, say) and evicts down to the
     * limits; false, and nothing counted, when `value` is not the one kept under `key` (evicted,
     * replaced, or never kept).
     */
    resized(key: string, value: V): boolean {
      const node = nodes.get(key)
      if (node === undefined || node.value !== value) return false
      const delta = value.bytes - node.bytes
      node.bytes += delta
      bytes += delta
      if (node.segment === PROTECTED) {
        protectedBytes += delta
        rebalance()
      }
      evict(node)
      return node.segment !== NONE
    },
    delete(key: string): boolean {
      const node = nodes.get(key)
      if (node) remove(node)
      return node !== undefined
    },
    clear(): void {
      for (const node of nodes.values()) node.segment = NONE
      nodes.clear()
      probation.prev = probation.next = probation
      protectedHead.prev = protectedHead.next = protectedHead
      bytes = protectedCount = protectedBytes = 0
    },
    /** Where `key` is kept, if it is. */
    segmentOf(key: string): Segment | undefined {
      const segment = nodes.get(key)?.segment
      return segment === PROTECTED ? 'protected' : segment === PROBATION ? 'probation' : undefined
    },
    /** A segment's keys, the next to go (evicted or demoted) first. */
    keys(segment: Segment): string[] {
      const head = segment === 'protected' ? protectedHead : probation
      const keys: string[] = []
      for (let node = head.prev; node !== head; node = node.prev) keys.push(node.key)
      return keys
    },
    get size() {
      return nodes.size
    },
    /** The sum of the kept values' bytes. */
    get bytes() {
      return bytes
    },
  }
}

export type SegmentedLru<V extends Sized> = ReturnType<typeof createSegmentedLru<V>>
