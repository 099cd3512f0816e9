/**
 * The two kinds of video the site shows: one of our own files under /media/ (the sample clips,
 * `/media/video/<slug>.mp4`), played by the browser's player, or a YouTube video an admin entered,
 * shown behind a facade.
 */

/** Our own video files: `/media/video/…` (sample clips) or `/media/uploads/video/…`, MP4 or WebM. */
export const LOCAL_VIDEO_URL = /^\/media\/(uploads\/)?video\/[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(mp4|webm)$/

export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

export function isLocalVideoUrl(url: string | null | undefined): url is string {
  return !!url && LOCAL_VIDEO_URL.test(url)
}

/**
 * The YouTube id in a bare id or a YouTube address (`youtube.com/watch?v=`, `youtu.be/`,
 * `youtube.com/embed/`, `youtube.com/shorts/`), or undefined.
 */
export function youtubeIdFrom(value: string): string | undefined {
  const text = value.trim()
  if (YOUTUBE_ID.test(text)) return text
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  let id: string | null | undefined
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[2]
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined
}
