// autocannon ships no types and @types/autocannon is not installed: the little bench/api.ts and bench/load.ts use.
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; p99_9: number; max: number }
  export type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    /** Bytes received per second; `total` over the run (status lines and headers included). */
    throughput: Histogram & { total: number }
    errors: number
    timeouts: number
    mismatches: number
    resets: number
    non2xx: number
    '2xx': number
    duration: number
  }
  /** One entry of `requests`: connections cycle through the list in order. */
  export type Request = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called before the 'response' event of the same answer, synchronously. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    pipelining?: number
    workers?: number
    requests?: Request[]
    /** Seconds before a request counts as timed out (default 10). */
    timeout?: number
  }
  /** The run: awaitable for its Result, and an emitter of per-answer events. */
  export type Instance = PromiseLike<Result> & {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): Instance
    on(event: 'reqError', listener: (error: Error) => void): Instance
    stop(): void
  }
  export default function autocannon(options: Options): Instance
}
