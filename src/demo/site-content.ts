import { parseContent } from '#content/content.ts'

/**
 * The files of content/ the static demo bundles: everything a visitor may see, lessons through the
 * `?public` query (vite.config.ts), which keeps a paid lesson's front-matter and drops its text. The
 * tutor's entries load with the tutor (demo-tutor.ts).
 */
export const demoContentFiles: Record<string, string> = {
  ...import.meta.glob<string>(['/content/**/*.{md,yaml}', '!/content/courses/**/*.md', '!/content/tutor/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>('/content/courses/**/*.md', { query: '?public', import: 'default', eager: true }),
}

export const siteContent = parseContent(demoContentFiles)
