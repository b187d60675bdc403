/**
 * Every answer of the server tests is checked against the OpenAPI document the app publishes
 * (GET /api/openapi.json): its route and method are in the document, its status is one the
 * operation declares, and its body validates (ajv, JSON Schema 2020-12, as OpenAPI 3.1 says) against
 * that status's schema, or is empty where the document declares no body.
 *
 * Installed for every Fastify instance the tests build (buildApp directly or through testApp) via
 * Fastify's `fastify.initialization` diagnostics channel, from the server project's setup file
 * (contract-setup.ts), which fails a test whose answers broke the document. Production code carries
 * no hook for it. Instances without the document (a bare Fastify in a unit test) are left alone.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDocumented } from '../../server/openapi/openapi.ts'

export type Answer = { method: string; route: string; status: number }
export type Violation = Answer & { url: string; problem: string }

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
type Document = { paths?: Record<string, Record<string, Operation>> }

const violations: Violation[] = []
const checked: Answer[] = []
const ignored = new WeakSet<FastifyInstance>()
const routes = new WeakMap<FastifyInstance, { method: string; url: string }[]>()

/** The violations seen since the last call (and forgets them). */
export const takeViolations = (): Violation[] => violations.splice(0)
/** The answers checked since the last call (and forgets them). */
export const takeChecked = (): Answer[] => checked.splice(0)
/** Every route the app registered, as Fastify's onRoute hook saw it (HEAD twins included). */
export const routesOf = (app: FastifyInstance) => routes.get(app) ?? []
/** For a test that makes an app answer off the document on purpose. */
export const ignoreAnswers = (app: FastifyInstance) => void ignored.add(app)

/** Throws (so fails the test) listing the violations seen since the last call. */
export function assertNoViolations(): void {
  const found = takeViolations()
  if (found.length === 0) return
  const lines = found.slice(0, 20).map((v) => `- ${v.method} ${v.url} (${v.route}) ${v.status}: ${v.problem}`)
  throw new Error(`${found.length} answer(s) do not match the OpenAPI document:\n${lines.join('\n')}`)
}

/** `/a/:id/b` -> `/a/{id}/b`, as the document writes paths. */
export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')

/** The document's pointer syntax: `/` and `~` escaped. */
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

type Checker = { document: Document; validator: (path: string, method: string, status: string, type: string) => ValidateFunction }

/** One ajv per distinct document (every app of a test file has the same one); validators compiled on first use. */
const checkers = new Map<string, Checker>()
const checkerOf = new WeakMap<FastifyInstance, Checker>()

function checkerFor(app: FastifyInstance): Checker {
  let checker = checkerOf.get(app)
  if (checker) return checker
  const document = app.swagger() as Document
  const text = JSON.stringify(document)
  checker = checkers.get(text)
  if (!checker) {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    // The whole document under one id: a response schema is compiled by its JSON pointer, and its
    // `#/components/schemas/...` references resolve within the document.
    ajv.addSchema(JSON.parse(text) as object, 'openapi.json')
    const compiled = new Map<string, ValidateFunction>()
    checker = {
      document,
      validator(path, method, status, type) {
        const ref = `openapi.json#/${pointer('paths', path, method, 'responses', status, 'content', type, 'schema')}`
        let validate = compiled.get(ref)
        if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })))
        return validate
      },
    }
    checkers.set(text, checker)
  }
  checkerOf.set(app, checker)
  return checker
}

function bodyText(payload: unknown, encoding: unknown): string | undefined {
  if (payload === null || payload === undefined) return ''
  if (typeof payload === 'string') return payload
  if (!Buffer.isBuffer(payload)) return undefined // a stream: a file, not a JSON answer
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8')
  return payload.toString('utf8')
}

function check(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const route = request.routeOptions.url
  // An address no route matched (the not-found handler), a page or file, the reference page itself.
  if (route === undefined || !isDocumented(route)) return
  const method = request.method
  if (method === 'HEAD' || method === 'OPTIONS') return
  const status = reply.statusCode
  const answer = { method, route, status }
  const fail = (problem: string) => void violations.push({ ...answer, url: request.url, problem })

  const { document, validator } = checkerFor(app)
  const path = documentPath(route)
  const operation = document.paths?.[path]?.[method.toLowerCase()]
  if (!operation) return fail('the route is not in the document')
  const responses = operation.responses ?? {}
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses)
  if (!key) return fail(`status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`)
  checked.push(answer)

  const text = bodyText(payload, reply.getHeader('content-encoding'))
  if (text === undefined) return fail('a streamed body where the document declares JSON or nothing')
  const content = responses[key]?.content
  if (!content) {
    if (text !== '') fail(`a body where the document declares none: ${text.slice(0, 80)}`)
    return
  }
  const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!.trim()
  if (!(type in content)) return fail(`content type "${type}" is not declared (declared: ${Object.keys(content).join(', ')})`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return fail(`the body is not JSON: ${text.slice(0, 80)}`)
  }
  const validate = validator(path, method.toLowerCase(), key, type)
  if (!validate(body)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`)
    fail(`the body does not match responses.${key}: ${errors.join('; ')}`)
  }
}

/** Checks every answer of `app` from now on (routes registered later are recorded too). */
export function watchAnswers(app: FastifyInstance): void {
  const registered: { method: string; url: string }[] = []
  routes.set(app, registered)
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) registered.push({ method, url: options.url ?? options.path ?? '' })
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!ignored.has(app) && typeof app.swagger === 'function') {
      try {
        check(app, request, reply, payload)
      } catch (error) {
        violations.push({ method: request.method, route: request.routeOptions.url ?? '', status: reply.statusCode, url: request.url, problem: `the check failed: ${String(error)}` })
      }
    }
    done(null, payload)
  })
}

const CHANNEL = 'fastify.initialization'
const onInitialization = (message: unknown) => watchAnswers((message as { fastify: FastifyInstance }).fastify)

/**
 * Watches every Fastify instance created from now on; returns the undo. The channel is the
 * process's, not the test file's: a file that leaves it subscribed would watch the next file's apps.
 */
export function installContractCheck(): () => void {
  subscribe(CHANNEL, onInitialization)
  return () => unsubscribe(CHANNEL, onInitialization)
}
