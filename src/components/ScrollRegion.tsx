import type { ReactNode } from 'react'

/**
 * The box of a table too wide for a phone: it scrolls sideways in here, never the page. Focusable so
 * a keyboard can scroll it too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mf-scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
