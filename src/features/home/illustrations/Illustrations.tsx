/*
 * The home page's illustrations as inline SVG: an SVG file is a document Chromium builds on the
 * main thread (docs/decisions/004-images-as-png-and-inline-svg.md). Decorative: hidden from
 * assistive technology, or named by the link around a badge.
 */
import type { ReactNode, SVGProps } from 'react'

type Props = Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children'>

/** The hero's picture: a fund's rising NAV chart, an allocation ring, coins and a balance. */
export function HeroIllustration(props: Props) {
  return (
    <svg width={560} height={440} viewBox="0 0 560 440" aria-hidden focusable={false} {...props}>
      <defs><linearGradient id="hero-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stopColor="#37b24d" stopOpacity=".35"/><stop offset="1" stopColor="#37b24d" stopOpacity="0"/></linearGradient></defs>
      <circle cx="300" cy="220" r="190" fill="#ebfbee"/>
      <rect x="70" y="70" width="360" height="250" rx="22" fill="#fff" stroke="#d3f9d8" strokeWidth="2"/>
      <rect x="98" y="96" width="120" height="12" rx="6" fill="#2b8a3e"/>
      <rect x="98" y="118" width="76" height="10" rx="5" fill="#ced4da"/>
      <rect x="330" y="94" width="76" height="30" rx="15" fill="#d3f9d8"/>
      <path d="M346 114l10-10 8 7 12-12" fill="none" stroke="#2b8a3e" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round"/>
      <g stroke="#f1f3f5" strokeWidth="2"><path d="M98 170h308M98 215h308M98 260h308"/></g>
      <path d="M98 276l40-22 36 10 38-40 34 14 40-52 38 18 44-50v146H98z" fill="url(#hero-fade)"/>
      <path d="M98 276l40-22 36 10 38-40 34 14 40-52 38 18 44-50" fill="none" stroke="#2f9e44" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round"/>
      <circle cx="368" cy="154" r="8" fill="#fff" stroke="#2f9e44" strokeWidth="5"/>
      <rect x="372" y="228" width="150" height="150" rx="22" fill="#fff" stroke="#d3f9d8" strokeWidth="2"/>
      <circle cx="447" cy="292" r="40" fill="none" stroke="#e9ecef" strokeWidth="18"/>
      <path d="M447 252a40 40 0 0 1 38 52" fill="none" stroke="#2b8a3e" strokeWidth="18"/>
      <path d="M485 304a40 40 0 0 1-50 26" fill="none" stroke="#69db7c" strokeWidth="18"/>
      <path d="M435 330a40 40 0 0 1 12-78" fill="none" stroke="#fab005" strokeWidth="18"/>
      <rect x="404" y="348" width="86" height="10" rx="5" fill="#ced4da"/>
      <g transform="translate(40 300)"><rect width="170" height="96" rx="20" fill="#12392a"/><rect x="20" y="22" width="70" height="10" rx="5" fill="#8ce99a"/><text x="20" y="70" fill="#fff" fontFamily="system-ui,sans-serif" fontSize="28" fontWeight="700">₹1,250</text><rect x="124" y="22" width="28" height="10" rx="5" fill="#40c057"/></g>
      <g fill="#fcc419" stroke="#e67700" strokeWidth="3"><ellipse cx="478" cy="128" rx="34" ry="11"/><path d="M444 128v14c0 6 15 11 34 11s34-5 34-11v-14"/><path d="M444 114v14c0 6 15 11 34 11s34-5 34-11v-14" fill="#ffd43b"/><ellipse cx="478" cy="114" rx="34" ry="11" fill="#ffe066"/></g>
    </svg>
  )
}

/** The app section's phone showing a portfolio value and its chart. */
export function AppPhoneIllustration(props: Props) {
  return (
    <svg width={280} height={300} viewBox="0 0 280 300" aria-hidden focusable={false} {...props}>
      <defs><linearGradient id="app-phone-fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stopColor="#40c057" stopOpacity=".4"/><stop offset="1" stopColor="#40c057" stopOpacity="0"/></linearGradient></defs>
      <circle cx="140" cy="170" r="120" fill="#fff" fillOpacity=".08"/>
      <rect x="62" y="20" width="156" height="300" rx="26" fill="#0b2318"/>
      <rect x="72" y="30" width="136" height="290" rx="18" fill="#fff"/>
      <rect x="118" y="38" width="44" height="8" rx="4" fill="#0b2318"/>
      <rect x="86" y="62" width="64" height="9" rx="4.5" fill="#2b8a3e"/>
      <rect x="86" y="78" width="40" height="7" rx="3.5" fill="#ced4da"/>
      <text x="86" y="118" fill="#12392a" fontFamily="system-ui,sans-serif" fontSize="22" fontWeight="700">₹48,210</text>
      <rect x="86" y="128" width="58" height="16" rx="8" fill="#d3f9d8"/><text x="93" y="140" fill="#2b8a3e" fontFamily="system-ui,sans-serif" fontSize="10" fontWeight="700">+8.4% YTD</text>
      <path d="M84 228l18-12 16 6 18-22 16 8 18-26 14 8 10-12v80H84z" fill="url(#app-phone-fade)"/>
      <path d="M84 228l18-12 16 6 18-22 16 8 18-26 14 8 10-12" fill="none" stroke="#2f9e44" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round"/>
      <rect x="86" y="258" width="108" height="30" rx="10" fill="#f1f3f5"/><circle cx="102" cy="273" r="7" fill="#2b8a3e"/><rect x="116" y="269" width="60" height="8" rx="4" fill="#adb5bd"/>
    </svg>
  )
}

type BadgeProps = Props & { label: string }

/**
 * A store badge: the black frame and the two lines of text the stores' badges share; `label` is
 * the accessible name (the badge is a link's only content), `icon` the store's mark.
 */
function StoreBadge({ label, icon, small, large, smallSpacing, ...props }: BadgeProps & { icon: ReactNode; small: string; large: string; smallSpacing: string }) {
  return (
    <svg width={162} height={48} viewBox="0 0 162 48" role="img" aria-label={label} focusable={false} {...props}>
      <rect x=".5" y=".5" width="161" height="47" rx="9.5" fill="#000" stroke="#a6a6a6"/>
      {icon}
      <text x="46" y="20" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="9" letterSpacing={smallSpacing}>{small}</text>
      <text x="46" y="36" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="600">{large}</text>
    </svg>
  )
}

export function GooglePlayBadge(props: BadgeProps) {
  return (
    <StoreBadge
      {...props}
      small="GET IT ON"
      smallSpacing=".4"
      large="Google Play"
      icon={
        <>
          <path d="M17 12.5v23l20-11.5z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round"/>
          <path d="M17 12.5l11 11.5-11 11.5M28 24l9-0" fill="none" stroke="#fff" strokeWidth="1.5" strokeLinejoin="round"/>
        </>
      }
    />
  )
}

export function AppStoreBadge(props: BadgeProps) {
  return (
    <StoreBadge
      {...props}
      small="Download on the"
      smallSpacing=".2"
      large="App Store"
      icon={
        <>
          <rect x="13" y="11" width="26" height="26" rx="7" fill="none" stroke="#fff" strokeWidth="2"/>
          <path d="M20 30l6-12 6 12M22.5 25.5h7" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round"/>
        </>
      }
    />
  )
}
