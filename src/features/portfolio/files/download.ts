/**
 * Saves text as a file through the browser (a Blob behind an object URL and a temporary
 * `<a download>`): the portfolio goes from this tab to the visitor's disk, through no server.
 */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // After the click has handed the URL to the download: revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

/** `my-investments-2025-01-31.json`: the visitor's own calendar day, so the name matches their clock. */
export function exportFileName(now: Date, extension: 'json' | 'csv'): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `my-investments-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`
}
