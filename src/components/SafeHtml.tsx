import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/sanitize-html'

type Props = { html: string; className?: string }

/** Renders API HTML after sanitising it; the only place the site sets inner HTML. */
export function SafeHtml({ html, className }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
