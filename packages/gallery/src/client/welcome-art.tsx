import { useLingui } from '@league/ui/i18n/macro';

/**
 * The gallery's welcome image: a ball bowled at the stumps, the bails jumping. Inline SVG
 * animated with CSS (a few hundred bytes, nothing to download); still under reduced motion.
 */
export function WelcomeArt() {
  const { t } = useLingui();
  return (
    <svg className="gallery-welcome__art" viewBox="0 0 240 140" width="240" height="140" role="img" aria-labelledby="gallery-welcome-art-title">
      <title id="gallery-welcome-art-title">{t`Welcome to the gallery: a ball bowled at the stumps sends the bails flying`}</title>
      <defs>
        <linearGradient id="gallery-welcome-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#fef3c7" />
        </linearGradient>
      </defs>
      <rect width="240" height="140" rx="18" fill="url(#gallery-welcome-sky)" />
      <circle className="gallery-welcome__sun" cx="196" cy="38" r="18" fill="#f59e0b" opacity="0.85" />
      <path d="M0 104 Q120 88 240 104 V140 H0Z" fill="#2f7d3a" />
      <path d="M96 100 H144 L156 140 H84Z" fill="#c8a46b" />
      <g fill="#fdf6e3" stroke="#7c5a2b" strokeWidth="1.2">
        <rect x="113" y="62" width="4" height="40" rx="2" />
        <rect x="119" y="62" width="4" height="40" rx="2" />
        <rect x="125" y="62" width="4" height="40" rx="2" />
        <rect className="gallery-welcome__bail gallery-welcome__bail--left" x="112" y="58" width="9" height="3" rx="1.5" />
        <rect className="gallery-welcome__bail gallery-welcome__bail--right" x="121" y="58" width="9" height="3" rx="1.5" />
      </g>
      <g className="gallery-welcome__ball">
        <circle cx="0" cy="0" r="7" fill="#b91c1c" />
        <path d="M-2.5 -6.5 Q2 0 -2.5 6.5" fill="none" stroke="#fde68a" strokeWidth="1" strokeDasharray="1.5 1.2" />
      </g>
    </svg>
  );
}
