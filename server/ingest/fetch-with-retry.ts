/**
 * Downloads a whole answer or fails: timeouts per attempt, retries with exponential backoff on network
 * errors, 5xx and 429, and a length check so a cut-off body is an error (retried), never an import.
 */
export type FetchOptions = {
  timeoutMs?: number
  retries?: number
  backoffMs?: number
  log?: (message: string) => void
  /** Stops the download and its retries (a shutdown); the promise then rejects with the signal's reason. */
  signal?: AbortSignal
  /** A form to POST instead of a GET (AMFI's TER report is answered to a form). */
  form?: string
}

export class DownloadError extends Error {
  override name = 'DownloadError'
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function fetchWithRetry(url: string, options: FetchOptions = {}): Promise<Buffer> {
  const { timeoutMs = 60_000, retries = 3, backoffMs = 1000, log = () => {}, signal, form } = options
  let lastError: unknown
  for (let attempt = 0; attempt <= retries; attempt++) {
    signal?.throwIfAborted()
    if (attempt > 0) {
      const wait = backoffMs * 2 ** (attempt - 1)
      log(`retry ${attempt}/${retries} in ${wait} ms (${(lastError as Error).message})`)
      await sleep(wait)
      signal?.throwIfAborted()
    }
    try {
      // The timeout covers the body too: a server that stalls mid-answer is a failed attempt.
      const timeout = AbortSignal.timeout(timeoutMs)
      const response = await fetch(url, {
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
        headers: { 'user-agent': 'mf-explorer-sync/1', ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
        ...(form === undefined ? {} : { method: 'POST', body: form }),
      })
      if (!response.ok) {
        const error = new DownloadError(`HTTP ${response.status} from ${url}`)
        if (response.status < 500 && response.status !== 429) throw Object.assign(error, { permanent: true })
        throw error
      }
      const body = Buffer.from(await response.arrayBuffer())
      const expected = Number(response.headers.get('content-length') ?? NaN)
      if (Number.isFinite(expected) && body.length !== expected) {
        throw new DownloadError(`truncated answer: ${body.length} of ${expected} bytes`)
      }
      return body
    } catch (error) {
      lastError = error
      if ((error as { permanent?: boolean }).permanent || signal?.aborted) throw error
    }
  }
  throw new DownloadError(`giving up on ${url} after ${retries + 1} attempts: ${(lastError as Error).message}`)
}
