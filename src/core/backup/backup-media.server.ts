import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, relative, sep } from 'node:path'
import { isMediaKey, type MediaStore } from '#core/storage/media-store.server.ts'
import type { S3MediaStore } from '#core/storage/s3-media-store.server.ts'

/** What a stored file is, from its name (the keys the site writes end in one of these). */
const CONTENT_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.mid': 'audio/midi',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
}

/**
 * Copies every object of the bucket into `directory` (one file per key, same relative path), for the
 * backup archive; answers how many. Objects are read one at a time: memory stays at one file.
 */
export async function downloadBucket(store: S3MediaStore, directory: string): Promise<number> {
  let count = 0
  for await (const key of store.list()) {
    // Only the site's own keys: anything else in the bucket (another tool's files) is not ours to copy.
    if (!isMediaKey(key)) continue
    const bytes = await store.readAll(key)
    if (!bytes) continue
    const path = join(directory, ...key.split('/'))
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, bytes)
    count++
  }
  return count
}

/** Every file under `directory`, as media keys (`generated/….mp3`); temporary files left out. */
export function mediaKeysIn(directory: string): string[] {
  const entries = readdirSync(directory, { recursive: true, withFileTypes: true })
  return entries
    .filter(entry => entry.isFile())
    .map(entry => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(key => isMediaKey(key) && !key.endsWith('.tmp'))
    .sort()
}

/** Puts every file under `directory` into `store` (a bucket or a local store); answers how many. */
export async function uploadDirectory(store: MediaStore, directory: string): Promise<number> {
  const keys = mediaKeysIn(directory)
  for (const key of keys) {
    const bytes = readFileSync(join(directory, ...key.split('/')))
    await store.put(key, bytes, CONTENT_TYPES[extname(key)] ?? 'application/octet-stream')
  }
  return keys.length
}
