import { createTheme } from '@mantine/core'

export const theme = createTheme({
  primaryColor: 'green',
  // Darker shades keep text on white above WCAG AA contrast.
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  defaultRadius: 'md',
})
