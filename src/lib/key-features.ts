/**
 * A fund house's `key_features` text: `label: value` lines. Each line is split at its FIRST
 * colon only (values such as URLs or times hold more); a line without a colon (or with an empty
 * label) is a note of its own. Blank lines are dropped; CRLF, CR and LF all end a line.
 */
export type KeyFeature = { label: string; value: string } | { label: null; value: string }

export function parseKeyFeatures(text: string | null | undefined): KeyFeature[] {
  if (!text) return []
  const features: KeyFeature[] = []
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim()
    if (!line) continue
    const colon = line.indexOf(':')
    const label = colon < 0 ? '' : line.slice(0, colon).trim()
    if (!label) {
      // "No colon" or ": value": nothing to put in the label column.
      features.push({ label: null, value: colon < 0 ? line : line.slice(colon + 1).trim() })
      continue
    }
    features.push({ label, value: line.slice(colon + 1).trim() })
  }
  return features.filter((feature) => feature.label !== null || feature.value !== '')
}

/** A value that is one plain http(s) address, worth rendering as a link. */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/[^\s<>"']+$/i.test(value)
}
