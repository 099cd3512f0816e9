import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'

/**
 * Where generated media (composed pieces, their scores) is kept. Keys are relative paths such as
 * `generated/3f2a….mp3`. The local-disk store below is the only one today; an S3-compatible store
 * would implement the same three methods (`url` then pointing at the bucket or a CDN).
 */
export interface MediaStore {
  /** Stores `bytes` under `key`, replacing any previous file; readers never see a partial file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** The public URL of `key`, e.g. `/media/generated/3f2a….mp3`. */
  url(key: string): string
  /** For a store on this machine: the directory the web server serves `/media/<key>` from. */
  readonly localDirectory?: string
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid media key: ${key}`)
  return key
}

/**
 * Files under `root` (by default `${DATA_DIR}/media`), served at `/media/<key>`. Each file is written
 * to a temporary name in the same directory, then renamed over the final name: a rename within one
 * file system is atomic, so a request never reads half a file, even while a piece is being written.
 */
export function createLocalMediaStore(root: string): MediaStore {
  const directory = resolve(root)
  mkdirSync(directory, { recursive: true })
  return {
    localDirectory: directory,
    async put(key, bytes) {
      const path = join(directory, checkKey(key))
      await mkdir(dirname(path), { recursive: true })
      const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await writeFile(temporary, bytes)
        await rename(temporary, path)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async exists(key) {
      try {
        await access(join(directory, checkKey(key)))
        return true
      } catch {
        return false
      }
    },
    url(key) {
      return `/media/${checkKey(key)}`
    },
  }
}
