/** The shop's mark: a rescue ring in island colours. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" className={className}>
      <circle cx="20" cy="20" r="17" fill="#b91c1c" />
      <circle cx="20" cy="20" r="8.5" fill="#fffaf3" />
      <g stroke="#fffaf3" strokeWidth="5">
        <path d="M20 3v7M20 30v7M3 20h7M30 20h7" />
      </g>
      <circle cx="20" cy="20" r="17" fill="none" stroke="#075985" strokeWidth="2" />
      <path d="M20 24.5c-3-2.2-4.6-3.8-4.6-5.5a2.4 2.4 0 0 1 4.6-1 2.4 2.4 0 0 1 4.6 1c0 1.7-1.6 3.3-4.6 5.5z" fill="#b91c1c" />
    </svg>
  )
}
