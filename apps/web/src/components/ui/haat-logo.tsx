/**
 * The Haat mark (public/favicon.svg) drawn in the page. An `<img>` of an SVG file makes the browser
 * load and lay out a document of its own for it, a task a slow phone feels (decision 026).
 */
export function HaatLogo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={32}
      height={32}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#047857" />
      <path d="M12 26 L32 13 L52 26 Z" fill="#fbbf24" />
      <rect x="15" y="27" width="34" height="4" rx="2" fill="#fbbf24" />
      <path d="M20 33 V50 M44 33 V50 M20 41 H44" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
