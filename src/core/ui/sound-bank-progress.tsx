import { useEffect, useState } from 'react'
import { BANK_PROGRESS_EVENT, type BankProgress } from '#core/ui/bank-progress.ts'

/**
 * "Téléchargement des instruments : 42 %", while the static demo downloads its SoundFont for the first
 * piece; nothing otherwise (the server renders on the real site).
 */
export function SoundBankProgress() {
  const [progress, setProgress] = useState<BankProgress | undefined>()
  useEffect(() => {
    const listener = (event: Event) => setProgress((event as CustomEvent<BankProgress>).detail)
    window.addEventListener(BANK_PROGRESS_EVENT, listener)
    return () => window.removeEventListener(BANK_PROGRESS_EVENT, listener)
  }, [])
  if (!progress || progress.loaded >= progress.total) return null
  const percent = Math.floor((100 * progress.loaded) / progress.total)
  return (
    <span className="block text-sm not-italic">
      <label>
        Téléchargement des instruments (
        {(progress.total / 1_000_000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo, une seule fois) :{' '}
        {percent} %
        <progress className="block w-full" max={100} value={percent} />
      </label>
    </span>
  )
}
