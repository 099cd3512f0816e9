import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The 49,000 most common passwords from public breach corpora (zxcvbn's list). Loaded once, server
 * side only. A password on it is refused whatever its length.
 */
let breached: Set<string> | null = null

export function isCommonlyBreached(password: string): boolean {
  breached ??= new Set((dictionary['passwords-common'] as string[]).map(entry => entry.toLowerCase()))
  return breached.has(password.toLowerCase())
}

export const BREACHED_PASSWORD_MESSAGE =
  'Ce mot de passe figure parmi les plus utilisés et les plus piratés : choisissez-en un autre.'
