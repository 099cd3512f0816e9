import { z } from 'zod'

/** A clip or album of the label's portfolio, as published in `content/portfolio/`. */
export const portfolioItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  year: z.number().int(),
  /** `/media/images/portfolio/<slug>-640.webp` */
  coverImage: z.string().startsWith('/media/'),
  type: z.enum(['clip', 'album']),
  /** Artist ids. */
  artists: z.array(z.string().min(1)),
  description: z.string().min(1),
  credits: z.array(z.strictObject({ role: z.string().min(1), name: z.string().min(1) })),
  /** `videoUrl`: one of our clips (`/media/…mp4`) or a YouTube address an admin entered. */
  media: z.strictObject({ videoUrl: z.string().nullable(), audioUrl: z.string().nullable() }),
  /** Human duration, e.g. '3 min 42 s' or '42 min'. */
  duration: z.string().min(1),
  tags: z.array(z.string().min(1)),
  license: z.string().min(1),
  downloadableAssets: z.array(z.strictObject({ label: z.string().min(1), url: z.string().min(1) })),
  caseStudy: z.strictObject({ challenge: z.string().min(1), approach: z.string().min(1), result: z.string().min(1) }),
})

export type PortfolioItem = z.infer<typeof portfolioItemSchema>
