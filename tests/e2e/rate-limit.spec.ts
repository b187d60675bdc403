import { request as httpRequest, Agent } from 'node:http'
import { expect, test } from './support/test'

/**
 * The production rate limit (this suite's server runs with npm start's defaults): site files are
 * never limited, the API is, per address. The flood comes from a loopback address of its own
 * (127.0.0.2), so the browsers of the other tests, on 127.0.0.1, keep their own budget, which this
 * test also checks.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
const FLOODER = '127.0.0.2'

type Answer = { path: string; status: number; retryAfter: string | undefined }

function get(path: string, agent: Agent, localAddress: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent, localAddress, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ path, status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** GETs of `paths` in order from FLOODER, `concurrency` at a time, stopping early once `until` says so. */
async function getAll(paths: readonly string[], { concurrency = 16, until }: { concurrency?: number; until?: (a: Answer) => boolean } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const answers: Answer[] = []
  let next = 0
  let stop = false
  const worker = async () => {
    while (!stop && next < paths.length) {
      const answer = await get(paths[next++]!, agent, FLOODER)
      answers.push(answer)
      if (until?.(answer)) stop = true
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    agent.destroy()
  }
  return answers
}

const statusCounts = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})

test('site files are never limited; an API flood from one address is refused with Retry-After, others are not', async ({ page, request }) => {
  test.setTimeout(120_000)
  // The JS and CSS files a first visit loads, asked for 600 times from one address.
  const files: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/assets/')) files.push(url.pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(files.length).toBeGreaterThan(0)
  const answered = await getAll(Array.from({ length: 600 }, (_, i) => files[i % files.length]!))
  expect(statusCounts(answered)).toEqual({ 200: 600 })

  // The API, with a site file every tenth request: at most 20,000 requests, until 200 were refused
  // (the default burst is 4,000, refilled at 200 a second).
  const api = '/api/v1/index/blogs/'
  const mixed = Array.from({ length: 20_000 }, (_, i) => (i % 10 === 9 ? files[i % files.length]! : api))
  let refusals = 0
  const flood = await getAll(mixed, { concurrency: 32, until: (answer) => answer.status === 429 && ++refusals >= 200 })
  const apiAnswers = flood.filter((answer) => answer.path === api)
  const refused = apiAnswers.filter((answer) => answer.status === 429)
  expect(refused.length, `API statuses: ${JSON.stringify(statusCounts(apiAnswers))}`).toBeGreaterThan(0)
  expect(statusCounts(apiAnswers.filter((answer) => answer.status !== 429))).toEqual({ 200: expect.any(Number) })
  expect(apiAnswers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(4_000)
  for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
  // The site files asked for among them, also after the API began refusing this address, all came.
  const firstRefusal = flood.findIndex((answer) => answer.status === 429)
  const filesDuring = flood.filter((answer) => answer.path !== api)
  expect(flood.slice(firstRefusal).some((answer) => answer.path !== api)).toBe(true)
  expect(statusCounts(filesDuring)).toEqual({ 200: filesDuring.length })

  // Another address (the browsers' 127.0.0.1) is served meanwhile.
  expect((await request.get('/api/v1/index/blogs/')).status()).toBe(200)
})
