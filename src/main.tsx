import './styles/mantine.css'
import './styles/theme-variables.css'
import './styles/global.css'

import { importInSteps, routeModulesInPage } from './ssr/route-modules'

/**
 * The entry: it starts the site in steps, each a task of its own, so that no single task holds a
 * phone's main thread for long (a long task delays every tap and key press made meanwhile: what
 * Lighthouse counts as Total Blocking Time). Evaluating the whole module graph, then building the
 * router and starting hydration, was one task of ~250 ms on a mid-range phone. Now: React, the
 * router library, TanStack Query (with ky), Mantine's core, the UI components every page's layout
 * uses, the rest of the site's modules, then
 * start-site.tsx's work (which yields once more, between building the router and hydrating).
 * Hydration itself is a transition, which React cuts into slices of a few milliseconds.
 *
 * The steps' modules load one after another, not all at once: on a server-rendered page this code
 * starts after the first paint (src/ssr/load-after-paint.ts), so the extra round trip delays only
 * when buttons start to work, not when the page can be read. The stylesheets stay static imports:
 * the server links them in the page's <head> (server/http/head-assets.ts).
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
