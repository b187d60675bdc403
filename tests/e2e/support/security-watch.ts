import type { Page } from '@playwright/test'

export type CspViolation = {
  directive: string
  blockedURI: string
  sourceFile: string
  sample: string
  documentURI: string
}

export type SecurityWatch = {
  /** Messages of every dialog (alert, confirm, prompt, beforeunload); each is dismissed. */
  dialogs: string[]
  /** console.error messages and any "Refused to ..." message (Chromium's CSP reports). */
  consoleErrors: string[]
  pageErrors: string[]
  /** `securitypolicyviolation` events from every document and frame of the page. */
  cspViolations: CspViolation[]
  /** Every URL the main frame committed to, same-document changes included. */
  mainFrameUrls: string[]
  /** Requests the XSS corpus would make if any of it got through (`/__xss/`, evil.example). */
  suspiciousRequests: string[]
  /** Pages the page opened (window.open, target=_blank navigations). */
  popups: string[]
}

/**
 * Starts recording what a page does that the security specs forbid. Call before the first goto.
 * The CSP listener is an init script (runs in every document and frame before the site's own
 * scripts) reporting through a binding, so it survives navigations and needs no inline script.
 */
export async function watchPage(page: Page): Promise<SecurityWatch> {
  const watch: SecurityWatch = {
    dialogs: [],
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    mainFrameUrls: [],
    suspiciousRequests: [],
    popups: [],
  }
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => {})
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || /refused to/i.test(message.text())) watch.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => watch.pageErrors.push(error.message))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watch.mainFrameUrls.push(frame.url())
  })
  page.on('request', (request) => {
    if (/\/__xss\/|evil\.example/i.test(request.url())) watch.suspiciousRequests.push(request.url())
  })
  page.on('popup', (popup) => watch.popups.push(popup.url()))
  await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    watch.cspViolations.push(violation)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation
      report?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        sample: event.sample,
        documentURI: event.documentURI,
      })
    })
  })
  return watch
}
