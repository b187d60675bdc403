import { afterEach, describe, expect, it } from 'vitest'
import { importInSteps, ROUTE_MODULES_ID, routeModulesInPage } from '@/ssr/route-modules'

function pageWith(blockText: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('page')
  if (blockText !== undefined) {
    const block = doc.createElement('script')
    block.type = 'application/json'
    block.id = ROUTE_MODULES_ID
    block.textContent = blockText
    doc.body.append(block)
  }
  return doc
}

describe("the page's list of route files", () => {
  afterEach(() => document.body.replaceChildren())

  it('reads the files the server listed, in order', () => {
    const files = ['/assets/Table-1.js', '/assets/company-details._id._name-2.js']
    expect(routeModulesInPage(pageWith(JSON.stringify(files)))).toEqual(files)
  })

  it('is empty without a block (the dev server, a page the server did not render)', () => {
    expect(routeModulesInPage(pageWith(undefined))).toEqual([])
  })

  it('is empty when the block does not read back as a list', () => {
    expect(routeModulesInPage(pageWith('{"files": '))).toEqual([])
    expect(routeModulesInPage(pageWith('{"files": []}'))).toEqual([])
  })

  it('keeps only files of the build: nothing from another origin or outside /assets/ is imported', () => {
    const listed = ['/assets/ok-1.js', 'https://evil.example/x.js', '//evil.example/x.js', '/api/x.js', '/assets/../x.js', 42, '/assets/style.css']
    expect(routeModulesInPage(pageWith(JSON.stringify(listed)))).toEqual(['/assets/ok-1.js'])
  })
})

describe('importing the files in steps', () => {
  it('imports them in order, the given number per task, and resolves when all have loaded', async () => {
    const events: string[] = []
    let task = 0
    const nextTask = async () => {
      task += 1
      events.push(`task ${task}`)
    }
    const pending: Array<() => void> = []
    const load = (file: string) => {
      events.push(`import ${file}`)
      return new Promise<void>((resolve) => pending.push(resolve))
    }
    let done = false
    const steps = importInSteps(['a', 'b', 'c', 'd', 'e'], nextTask, load, 2).then(() => {
      done = true
    })
    // Every request goes out before any has loaded: one round trip, not one per step.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events).toEqual(['import a', 'import b', 'task 1', 'import c', 'import d', 'task 2', 'import e'])
    expect(done).toBe(false)
    for (const resolve of pending) resolve()
    await steps
    expect(done).toBe(true)
  })

  it('leaves a file that fails to the router: the others still load and the start goes on', async () => {
    const loaded: string[] = []
    const load = async (file: string) => {
      if (file === 'broken') throw new Error('404')
      loaded.push(file)
    }
    await expect(importInSteps(['a', 'broken', 'b'], async () => undefined, load, 1)).resolves.toBeUndefined()
    expect(loaded).toEqual(['a', 'b'])
  })
})
