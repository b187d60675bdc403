/** The site's mark: a rising NAV line on a green tile. Decorative; the brand name sits beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable={false}>
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-green-8, #2b8a3e)" />
      <path d="M7 21.5l5.5-5.5 4 3.5L25 10" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M19.5 10H25v5.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
