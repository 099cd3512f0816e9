/**
 * A labelled progress bar (role="progressbar" with its value), e.g. the lessons done in a level.
 * `onDark` for the indigo page headers.
 */
export function ProgressBar({
  percent,
  label,
  detail,
  onDark = false,
  className = '',
}: {
  percent: number
  label: string
  detail?: string
  onDark?: boolean
  className?: string
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold">{label}</span>
        <span className={onDark ? 'text-white/85' : 'text-ink/75'}>
          {detail ? `${value} % · ${detail}` : `${value} %`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={detail ? `${value} % (${detail})` : `${value} %`}
        className={`mt-1 h-2.5 overflow-hidden rounded-full ${onDark ? 'bg-white/20' : 'bg-indigo/10'}`}
      >
        {/* An SVG width attribute, not a style: the Content-Security-Policy refuses inline styles. */}
        <svg aria-hidden="true" className="block h-full w-full" preserveAspectRatio="none">
          <rect width={`${value}%`} height="100%" rx="5" className={onDark ? 'fill-gold' : 'fill-forest'} />
        </svg>
      </div>
    </div>
  )
}
