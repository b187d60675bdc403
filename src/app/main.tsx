import '@/styles/mantine.css'
import '@/styles/theme-variables.css'
import '@/styles/global.css'
import '@/styles/table-parts.css'
import '@/styles/page-heading.css'

import { importInSteps, routeModulesInPage } from '@/ssr/route-modules'

/**
 * The entry: it starts the site in steps, each a task of its own (React, the router library,
 * TanStack Query with ky, Mantine's core, the layout's UI components, the site, then the routes'
 * files), so that no single task holds a phone's main thread and delays a tap
 * (docs/decisions/001-start-in-steps.md). It runs after the first paint (ssr/load-after-paint.ts);
 * the stylesheets stay static imports, linked in the page's head by the server.
 */

/** Resolves in a new task: after a message posted now, like the scheduler React uses (not a timer, which tests may pause). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

async function start() {
  await import('react-dom/client')
  await nextTask()
  await import('./start-router-library')
  await nextTask()
  await import('./start-query-library')
  await nextTask()
  // Mantine's core (the theme's module imports it).
  await import('./theme')
  await nextTask()
  await import('./start-ui-library')
  await nextTask()
  const { startSite } = await import('./start-site')
  await nextTask()
  // The matched routes' files, one per task, before the router asks for them (ssr/route-modules.ts).
  await importInSteps(routeModulesInPage(), nextTask)
  await nextTask()
  await startSite(nextTask)
}

start().catch((error: unknown) => console.error("The site's code did not start; its pages still work as plain links:", error))
