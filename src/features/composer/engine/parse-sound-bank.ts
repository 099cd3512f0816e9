import { BasicSoundBank, SoundBankLoader, SpessaLog } from 'spessasynth_core'

/**
 * Parses a bank file's bytes (an `ArrayBuffer`, or the `SharedArrayBuffer` the composer threads
 * share), once the Ogg Vorbis decoder is ready. That decoder is a WebAssembly module compiled
 * asynchronously when the library loads: a sample played before it is ready does not fail, it
 * decodes to silence, and stays silent.
 * No Node API: the demo's worker parses its bank with it too.
 */
export async function parseSoundBank(bytes: ArrayBufferLike): Promise<BasicSoundBank> {
  // The library's warnings go to the console; a missing preset is replaced and needs no log line.
  SpessaLog.warnEnabled = false
  await BasicSoundBank.isSF3DecoderReady
  return SoundBankLoader.fromArrayBuffer(bytes as ArrayBuffer)
}
