/**
 * The matched routes' script files, imported one per task before the router asks for them, so
 * their compilation and evaluation come in short tasks (docs/decisions/001-start-in-steps.md).
 * The server lists them, each after its own imports (server/site/head-assets.ts, routeModulesOf).
 */

/** The id of the page's data block (src/entry-server.tsx writes it; JSON, never run as script). */
export const ROUTE_MODULES_ID = 'route-modules'

/** Files of the build only: anything else in the block is ignored. */
const MODULE_FILE = /^\/assets\/[\w.-]+\.js$/

/** How many files the start imports per task. */
export const MODULES_PER_TASK = 1

/** The files the server listed; none when there is no block or it does not read back. */
export function routeModulesInPage(doc: Document = document): string[] {
  const text = doc.getElementById(ROUTE_MODULES_ID)?.textContent
  if (!text) return []
  try {
    const files: unknown = JSON.parse(text)
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && MODULE_FILE.test(file)) : []
  } catch {
    return []
  }
}

/**
 * Imports `files` `perTask` at a time, a task each, and resolves once all have loaded. A file that
 * fails is left to the router, which imports it again and shows its own error.
 */
export async function importInSteps(
  files: readonly string[],
  nextTask: () => Promise<void>,
  load: (file: string) => Promise<unknown> = (file) => import(/* @vite-ignore */ file),
  perTask = MODULES_PER_TASK,
): Promise<void> {
  const loads: Promise<unknown>[] = []
  for (let index = 0; index < files.length; index += perTask) {
    if (index > 0) await nextTask()
    for (const file of files.slice(index, index + perTask)) loads.push(load(file).catch(() => undefined))
  }
  await Promise.all(loads)
}
