import { crc32, deflateRawSync } from 'node:zlib'

/**
 * A minimal ZIP writer (PKWARE APPNOTE 6.3): each file is read, then written as a local header and
 * its data (deflated, or stored when compression would not help: JPEG, PNG, WebP...), followed by the
 * central directory. Yields chunk by chunk so a response can stream it; file names are UTF-8.
 * Limits: no ZIP64 (under 4 GiB and 65,535 files), which a press kit is far from.
 */

export type ZipEntry = {
  /** Path inside the archive ('photos/studio.jpg'). */
  name: string
  /** Read when the entry's turn comes, so only one file is in memory at a time. */
  data: () => Promise<Uint8Array>
  modified?: Date
}

const ALREADY_COMPRESSED = /\.(jpe?g|png|webp|gif|mp3|mp4|zip|gz|woff2?)$/i

/** MS-DOS time and date of a local time (2-second precision, from 1980). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear())
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  }
}

export async function* zipStream(entries: ZipEntry[]): AsyncGenerator<Uint8Array> {
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const raw = Buffer.from(await entry.data())
    const name = Buffer.from(entry.name, 'utf8')
    const crc = crc32(raw)
    const deflated = ALREADY_COMPRESSED.test(entry.name) ? null : deflateRawSync(raw, { level: 9 })
    const useDeflate = deflated !== null && deflated.length < raw.length
    const data = useDeflate ? deflated : raw
    const method = useDeflate ? 8 : 0
    const { time, date } = dosDateTime(entry.modified ?? new Date())
    const flags = 0x0800 // UTF-8 names

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed: 2.0
    local.writeUInt16LE(flags, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(date, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(raw.length, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)

    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(0x0314, 4) // made by: Unix, 2.0
    header.writeUInt16LE(20, 6)
    header.writeUInt16LE(flags, 8)
    header.writeUInt16LE(method, 10)
    header.writeUInt16LE(time, 12)
    header.writeUInt16LE(date, 14)
    header.writeUInt32LE(crc, 16)
    header.writeUInt32LE(data.length, 20)
    header.writeUInt32LE(raw.length, 24)
    header.writeUInt16LE(name.length, 28)
    header.writeUInt16LE(0, 30) // extra
    header.writeUInt16LE(0, 32) // comment
    header.writeUInt16LE(0, 34) // disk
    header.writeUInt16LE(0, 36) // internal attributes
    header.writeUInt32LE((0o100644 << 16) >>> 0, 38) // external: regular file, rw-r--r--
    header.writeUInt32LE(offset, 42)
    central.push(header, name)

    yield Buffer.concat([local, name])
    yield data
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(0, 4)
  end.writeUInt16LE(0, 6)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  end.writeUInt16LE(0, 20)
  yield directory
  yield end
}

/** The archive as a web stream (for a streamed HTTP response). */
export function zipReadableStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const chunks = zipStream(entries)
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}
