/**
 * A monogram logo for a fund house: its initials on a colour derived from its name. Used instead
 * of trademarked logos by the reference server and the mocks. Pure; the output is safe SVG (the
 * initials are letters and digits only).
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/mutual fund/i, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  const letters = words.slice(0, 2).map((word) => word[0]!.toUpperCase())
  return letters.join('') || 'MF'
}

function hueOf(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 360
}

export function monogramSvg(name: string, size = 96): string {
  const initials = initialsOf(name)
  const hue = hueOf(name)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96" role="img">` +
    `<rect width="96" height="96" rx="20" fill="hsl(${hue} 55% 38%)"/>` +
    `<text x="48" y="50" fill="#fff" font-family="system-ui,sans-serif" font-size="${initials.length > 1 ? 36 : 44}" ` +
    `font-weight="700" text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`
  )
}

/** The URL slug of a fund house name, e.g. "HDFC Mutual Fund" -> "hdfc-mutual-fund". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
