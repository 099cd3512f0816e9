/** The spec's loading state: a spinner and 'Chargement...'. */
export function Spinner({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-indigo">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-indigo/20 border-t-indigo"
      />
      <span>{label}</span>
    </div>
  )
}
