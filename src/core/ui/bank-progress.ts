/**
 * The static demo downloads its SoundFont (4 MB) only when the visitor first composes. The demo's
 * backend announces the download's progress with this window event; the composer form and the chat
 * show it (`SoundBankProgress`). On the real site the server renders and the event never fires.
 */
export const BANK_PROGRESS_EVENT = 'gombiste:sound-bank-progress'

export type BankProgress = { loaded: number; total: number }

export function announceBankProgress(progress: BankProgress): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(BANK_PROGRESS_EVENT, { detail: progress }))
}
