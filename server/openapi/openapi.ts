/**
 * The API published from the contract itself: an OpenAPI 3.1 document that @fastify/swagger builds
 * from the routes' zod schemas (api-schema.ts: common/contract's request and response schemas), at
 * GET /api/openapi.json, and Swagger UI reading it at GET /api/docs.
 *
 * Swagger UI (@fastify/swagger-ui, its files from node_modules) runs under the site's page policy
 * (security-headers.ts CONTENT_SECURITY_POLICY): external scripts only, no eval, images inline as
 * data: URIs, requests to this origin only. So /api/docs is answered as a page, with the page's
 * headers, not the API's `default-src 'none'` that would block its script and styles; its files are
 * not documents and keep the API's headers. Nothing else changes.
 */
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { createJsonSchemaTransform, createJsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { API_PREFIX } from '../../common/contract/endpoints.ts'
import { isApiUrl, SECURITY_HEADERS } from '../http/security-headers.ts'
import { isHealthUrl } from '../http/health-paths.ts'
import type { ResponseCache } from '../http/response-cache.ts'
import { describedSchema } from './api-schema.ts'
import { components } from './components.ts'
import { TAGS } from './endpoint-docs.ts'

export const OPENAPI_PATH = '/api/openapi.json'
export const DOCS_PATH = '/api/docs'

/** The reference page and its files: a page, not part of the API it documents. */
export const isDocsUrl = (url: string) => url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`)

/**
 * The document changes with a deploy, not with the data: revalidated each time (a 304 by ETag), so a
 * new release is seen at once.
 */
const DOCUMENT_CACHE_CONTROL = 'public, no-cache'

const DESCRIPTION = `The mutual-fund API of MF Explorer, generated from the zod schemas in common/contract/ that the site,
its mock handlers and this server all use (requests validated by them; answers built to them).

- Paths are absolute; every call is under ${API_PREFIX}/.
- Errors: any non-2xx status with the envelope \`{ "error": { "code", "message" } }\`.
- Answers carry an ETag (send If-None-Match for a 304), Cache-Control, and X-Data-Source: \`demo\` while the NAV history is simulated, \`amfi\` on AMFI data.
- One token bucket per client address limits requests under /api/ (this document included); over it, 429 with Retry-After.
- Request bodies are JSON (application/json) of at most 16 KiB.

This document: GET /api/openapi.json. Its reference page: GET /api/docs.`

/** Drops component schemas no operation refers to (the transform emits an input twin of each). */
function pruneComponents<T extends object>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } }
  const schemas = components?.schemas
  if (!schemas) return document
  const used = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (value === null || typeof value !== 'object') return
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const id = child.slice('#/components/schemas/'.length)
        if (!used.has(id)) {
          used.add(id)
          visit(schemas[id])
        }
      } else visit(child)
    }
  }
  visit({ ...document, components: { ...components, schemas: undefined } })
  for (const id of Object.keys(schemas)) if (!used.has(id)) delete schemas[id]
  return document
}

/** The API, and the health checks for process managers (http/health-paths.ts). */
export const isDocumented = (url: string) => (isApiUrl(url) && !isDocsUrl(url)) || isHealthUrl(url)

/**
 * @fastify/swagger records every route registered after it, so this comes before any route. Only the
 * API and the health checks are documented: pages, the site's files, logos and the reference page are hidden.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const transform = createJsonSchemaTransform({ skipList: [], schemaRegistry: components })
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry: components })
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'MF Explorer API', version: API_PREFIX.slice(API_PREFIX.lastIndexOf('/') + 1), description: DESCRIPTION },
      // Relative: the document describes the server that serves it, whatever its origin.
      servers: [{ url: '/' }],
      tags: TAGS.map((tag) => ({ ...tag })),
    },
    transform: (route) => (isDocumented(route.url) ? transform(route) : { schema: { hide: true }, url: route.url }),
    transformObject: (document) => pruneComponents(transformObject(document)),
  })
}

/** Enough of the document's shape to document it in itself. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
})

/** GET /api/openapi.json, and Swagger UI at /api/docs reading the same cached answer. */
export async function openApiRoutes(fastify: FastifyInstance, cache: ResponseCache): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Built once (@fastify/swagger keeps it), serialised and compressed once by the response cache.
  const sendDocument = (request: FastifyRequest, reply: FastifyReply): void => {
    cache.send(request, reply, 'openapi.json', () => fastify.swagger(), { cacheControl: DOCUMENT_CACHE_CONTROL })
  }

  app.get(
    OPENAPI_PATH,
    {
      schema: describedSchema(
        { operationId: 'openapi', summary: 'This document', description: 'OpenAPI 3.1, generated from common/contract/.', tag: 'Service', ok: 'The OpenAPI document' },
        {},
        openApiDocumentSchema,
      ),
    },
    (request, reply) => sendDocument(request, reply),
  )

  const docsRequest: onRequestHookHandler = (request, reply, done) => {
    // Swagger UI asks for ./json: the same answer as /api/openapi.json, not a second copy.
    if (request.routeOptions.url === `${DOCS_PATH}/json`) {
      try {
        sendDocument(request, reply)
      } catch (error) {
        done(error as Error)
      }
      return
    }
    // The page itself gets the site's page headers (see the top of this file); its files, the API's.
    if (request.routeOptions.url === DOCS_PATH || request.routeOptions.url === `${DOCS_PATH}/`) reply.headers(SECURITY_HEADERS)
    reply.header('Cache-Control', DOCUMENT_CACHE_CONTROL)
    done()
  }

  await fastify.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    // No top bar: its box loads any address the visitor types, which the page's connect-src refuses.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, displayRequestDuration: true },
    uiHooks: { onRequest: docsRequest },
    theme: { title: 'MF Explorer API reference' },
  })
}
