// autocannon ships no types and @types/autocannon is not installed: the little bench/api.ts uses.
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number }
  export type Result = { requests: Histogram & { total: number }; latency: Histogram; errors: number; timeouts: number; non2xx: number; duration: number }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    pipelining?: number
    workers?: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
