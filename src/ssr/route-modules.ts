/**
 * The matched routes' script files, imported one per task before the router asks for them.
 *
 * The router loads a page's route chunk while it hydrates, and the browser then requests the
 * chunk's imports, and theirs: on a company or fund page 20-30 small files, most of them requested
 * by one module in one task (15-50 ms in Lighthouse's traces on this machine). The server lists the
 * files (server/http/head-assets.ts, routeModulesOf), each after its own imports, in a JSON data
 * block; the start imports them one per task, so requests, compilation and evaluation come in
 * short tasks, and the router then finds them loaded. The requests still go out together (one
 * round trip, not one per file). Measured (Lighthouse, median of 5, 2026-11-26): the company
 * page's blocking time 123 -> 28 ms and the fund page's 144 -> 50 ms; three per task was no better
 * than none.
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
