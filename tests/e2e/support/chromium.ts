/**
 * Debian's Chromium (Playwright cannot download its own browsers here) and the flags every headless
 * run on this machine needs: without the background-networking ones Chromium keeps dialling
 * Google's hosts, which the closed network refuses. Shared by playwright.config.ts and bench/.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
]
