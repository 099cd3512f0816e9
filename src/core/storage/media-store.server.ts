import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { access, copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'

/** A stored file as the web server sends it: status (200, 206, 304, 416), headers and bytes. */
export type MediaObject = { status: number; headers: Record<string, string>; body: ReadableStream<Uint8Array> | null }

/**
 * Where generated and uploaded media is kept: composed pieces and their scores (`generated/…`), and
 * files uploaded from the admin area (`uploads/images/…`, `uploads/og/…`, `uploads/audio/…`). Keys
 * are relative paths such as `generated/3f2a….mp3`. Two stores: the local disk (the embedded default,
 * below) and an S3-compatible bucket (`s3-media-store.server.ts`, for several instances).
 */
export interface MediaStore {
  /** Stores `bytes` under `key`, replacing any previous file; readers never see a partial file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /**
   * Stores several files as one unit (an uploaded image and its sizes): either all of them are in
   * place afterwards, or none is (files already written are removed when a later one fails).
   */
  putAll(files: readonly { key: string; bytes: Uint8Array; contentType: string }[]): Promise<void>
  /**
   * Like `putAll`, for files on this machine's disk (video renditions: too big to hold in memory).
   * The files at `path` are left where they are.
   */
  putFiles(files: readonly { key: string; path: string; contentType: string }[]): Promise<void>
  /** Copies the stored file `key` to `path` on this machine's disk; false when there is no such file. */
  download(key: string, path: string): Promise<boolean>
  /** Removes files; missing ones are ignored. */
  remove(keys: readonly string[]): Promise<void>
  exists(key: string): Promise<boolean>
  /** The public URL of `key`, e.g. `/media/generated/3f2a….mp3`. */
  url(key: string): string
  /** For a store on this machine: the directory the web server serves `/media/<key>` from. */
  readonly localDirectory?: string
  /**
   * For a remote store: the file (or the byte range `range`, an HTTP `Range` value) as the web server
   * proxies it; null when there is no such file.
   */
  read?(key: string, request?: { range?: string; ifNoneMatch?: string }): Promise<MediaObject | null>
  /** For a remote store with a public address (bucket or CDN): where browsers may fetch `key` directly. */
  publicUrl?: ((key: string) => string) | undefined
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..')
}

/**
 * The bytes of a stored file, for a route that serves it itself after its own access check (an
 * assessment recording); null when there is no such file.
 */
export async function readMediaBytes(store: MediaStore, key: string): Promise<Uint8Array | null> {
  if (store.localDirectory) {
    try {
      return new Uint8Array(await readFile(join(store.localDirectory, checkMediaKey(key))))
    } catch {
      return null
    }
  }
  const object = await store.read?.(key)
  if (!object?.body || object.status >= 400) return null
  return new Uint8Array(await new Response(object.body).arrayBuffer())
}

/** Throws on a key that is not a plain relative path of lower-case names (no `..`, no leading `/`). */
export function checkMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`invalid media key: ${key}`)
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
  const pathOf = (key: string) => join(directory, checkMediaKey(key))
  const temporaryPath = (path: string) => `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  return {
    localDirectory: directory,
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temporary = temporaryPath(path)
      try {
        await writeFile(temporary, bytes)
        await rename(temporary, path)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async putAll(files) {
      // Every file is first written under a temporary name; only when all are complete are they
      // renamed into place. A failure at any step removes the temporaries and what was renamed.
      const staged = files.map(file => {
        const path = pathOf(file.key)
        return { path, temporary: temporaryPath(path), bytes: file.bytes, placed: false }
      })
      try {
        for (const file of staged) {
          await mkdir(dirname(file.path), { recursive: true })
          await writeFile(file.temporary, file.bytes)
        }
        for (const file of staged) {
          await rename(file.temporary, file.path)
          file.placed = true
        }
      } catch (error) {
        await Promise.all(staged.map(file => rm(file.placed ? file.path : file.temporary, { force: true })))
        throw error
      }
    },
    async putFiles(files) {
      const staged = files.map(file => {
        const path = pathOf(file.key)
        return { path, temporary: temporaryPath(path), source: file.path, placed: false }
      })
      try {
        for (const file of staged) {
          await mkdir(dirname(file.path), { recursive: true })
          await copyFile(file.source, file.temporary)
        }
        for (const file of staged) {
          await rename(file.temporary, file.path)
          file.placed = true
        }
      } catch (error) {
        await Promise.all(staged.map(file => rm(file.placed ? file.path : file.temporary, { force: true })))
        throw error
      }
    },
    async download(key, path) {
      try {
        await copyFile(pathOf(key), path)
        return true
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
        throw error
      }
    },
    async remove(keys) {
      await Promise.all(keys.map(key => rm(pathOf(key), { force: true })))
    },
    async exists(key) {
      try {
        await access(pathOf(key))
        return true
      } catch {
        return false
      }
    },
    url(key) {
      return `/media/${checkMediaKey(key)}`
    },
  }
}
