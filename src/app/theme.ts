import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core'

/**
 * Mantine's green with darker shades 6-9 (its own 8 and 9 are 3.4:1 and 4.4:1 on white). Shade 8
 * is the primary (filled buttons, links, outlines) and 9 the text of light variants and accents:
 * both keep at least 4.5:1 on white, green-0, green-1 and gray-0 (WCAG AA). 0-5 stay light tints.
 */
const green: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.green.slice(0, 6) as [string, string, string, string, string, string]),
  '#2b8a3e',
  '#237a39',
  '#1e6f33',
  '#19612c',
]

/** Gray-6 is Mantine's "dimmed" text; its own #868e96 is 3.3:1 on white. */
const gray = DEFAULT_THEME.colors.gray.map((shade, index) => (index === 6 ? '#5f676f' : shade)) as unknown as MantineColorsTuple

export const theme = createTheme({
  colors: { green, gray },
  primaryColor: 'green',
  // With the darker palette above, shade 8 keeps text on white above WCAG AA contrast.
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  defaultRadius: 'md',
})
