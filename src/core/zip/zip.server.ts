import { Zip, ZipDeflate, type ZipInputFile, ZipPassThrough } from 'fflate'

/**
 * ZIP archives streamed by fflate: each entry is read when its turn comes and its bytes leave before
 * the next one is read, so only one file is in memory at a time. Files already compressed (JPEG, PNG,
 * MP3...) are stored, the rest deflated. Names are UTF-8.
 */

export type ZipEntry = {
  /** Path inside the archive ('photos/studio.jpg'). */
  name: string
  /** Read when the entry's turn comes. */
  data: () => Promise<Uint8Array>
  modified?: Date
}

const ALREADY_COMPRESSED = /\.(jpe?g|png|webp|gif|mp3|mp4|zip|gz|woff2?)$/i

function zipFile(entry: ZipEntry): ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void } {
  const file = ALREADY_COMPRESSED.test(entry.name)
    ? new ZipPassThrough(entry.name)
    : new ZipDeflate(entry.name, { level: 9 })
  file.mtime = entry.modified ?? new Date()
  // A regular file, rw-r--r--, made on Unix: unzip gives it those permissions.
  file.os = 3
  file.attrs = 0o100644 << 16
  return file
}

/** The archive as a web stream (for a streamed HTTP response). */
export function zipReadableStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  let zip: Zip
  let next = 0
  return new ReadableStream({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error)
        controller.enqueue(chunk)
        if (final) controller.close()
      })
    },
    // One entry per pull: fflate writes its header, data and descriptor synchronously.
    async pull() {
      const entry = entries[next++]
      if (!entry) return zip.end()
      const data = await entry.data()
      const file = zipFile(entry)
      zip.add(file)
      file.push(data, true)
    },
    cancel() {
      zip.terminate()
    },
  })
}
