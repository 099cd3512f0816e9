import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { createReadStream, createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { checkMediaKey, type MediaObject, type MediaStore } from './media-store.server.ts'

export type S3Settings = {
  /** Address of an S3-compatible service (MinIO, R2, Spaces…); AWS's own when absent. */
  endpoint: string | undefined
  bucket: string
  region: string
  /** Both or neither; without them the SDK's usual chain (instance role, AWS_* variables) is used. */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** Where browsers can fetch `<key>` directly (the bucket's public address or a CDN in front of it). */
  publicUrl: string | undefined
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most self-hosted stores). */
  forcePathStyle: boolean
}

/** Files are named by content hash or a random part and never rewritten: caches may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey'
  }
  return false
}

export type S3MediaStore = MediaStore & {
  readonly bucket: string
  /** Every key in the bucket (for backups), page by page. */
  list(): AsyncGenerator<string>
  /** The whole file, or null when it does not exist (for backups). */
  readAll(key: string): Promise<Uint8Array | null>
  close(): void
}

/**
 * Media in an S3-compatible bucket, one object per key. An object becomes visible only once its
 * upload is complete (S3 PUT is atomic), and the database records that publish a key (a media
 * library entry, a composed piece's URL) are written after the upload returns: a reader never meets
 * a half-written file, nor a URL whose file is not there yet.
 *
 * URLs stay `/media/<key>` whatever the store, so content written today keeps working if media move
 * between stores; the web server answers them by redirecting to `publicUrl` when there is one, or
 * by proxying the object with the request's `Range` header.
 */
export function createS3MediaStore(settings: S3Settings): S3MediaStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Many S3-compatible stores (older MinIO, Spaces, s3rver) refuse the SDK's default CRC32
    // checksum headers and chunked uploads; send checksums only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  const publicBase = settings.publicUrl?.replace(/\/+$/, '')

  async function put(key: string, bytes: Uint8Array, contentType: string) {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: checkMediaKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        CacheControl: IMMUTABLE,
      }),
    )
  }

  async function remove(keys: readonly string[]) {
    // DELETE of a missing object succeeds in S3: removing twice is harmless.
    await Promise.all(keys.map(key => client.send(new DeleteObjectCommand({ Bucket, Key: checkMediaKey(key) }))))
  }

  return {
    bucket: Bucket,
    put,
    async putAll(files) {
      const placed: string[] = []
      try {
        for (const file of files) {
          await put(file.key, file.bytes, file.contentType)
          placed.push(file.key)
        }
      } catch (error) {
        await remove(placed).catch(() => {})
        throw error
      }
    },
    async putFiles(files) {
      const placed: string[] = []
      try {
        for (const file of files) {
          const { size } = await stat(file.path)
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: checkMediaKey(file.key),
              Body: createReadStream(file.path),
              ContentType: file.contentType,
              ContentLength: size,
              CacheControl: IMMUTABLE,
            }),
          )
          placed.push(file.key)
        }
      } catch (error) {
        await remove(placed).catch(() => {})
        throw error
      }
    },
    async download(key, path) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkMediaKey(key) }))
        if (!answer.Body) return false
        await pipeline(answer.Body as Readable, createWriteStream(path))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },
    remove,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkMediaKey(key) }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },
    url(key) {
      return `/media/${checkMediaKey(key)}`
    },
    publicUrl: publicBase ? key => `${publicBase}/${checkMediaKey(key)}` : undefined,
    async read(key, request = {}): Promise<MediaObject | null> {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkMediaKey(key),
            ...(request.range ? { Range: request.range } : {}),
            ...(request.ifNoneMatch ? { IfNoneMatch: request.ifNoneMatch } : {}),
          }),
        )
        const headers: Record<string, string> = { 'accept-ranges': 'bytes', 'cache-control': IMMUTABLE }
        if (answer.ContentType) headers['content-type'] = answer.ContentType
        if (answer.ContentLength !== undefined) headers['content-length'] = String(answer.ContentLength)
        if (answer.ContentRange) headers['content-range'] = answer.ContentRange
        if (answer.ETag) headers.etag = answer.ETag
        if (answer.LastModified) headers['last-modified'] = answer.LastModified.toUTCString()
        const body = answer.Body?.transformToWebStream() ?? null
        return { status: answer.ContentRange ? 206 : 200, headers, body }
      } catch (error) {
        if (isNotFound(error)) return null
        if (error instanceof S3ServiceException) {
          const status = error.$metadata.httpStatusCode
          if (status === 304) return { status: 304, headers: { 'cache-control': IMMUTABLE }, body: null }
          if (status === 416 || error.name === 'InvalidRange')
            return { status: 416, headers: { 'content-range': 'bytes */*' }, body: null }
        }
        throw error
      }
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async readAll(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array()
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    close() {
      client.destroy()
    },
  }
}
