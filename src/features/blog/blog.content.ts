import { z } from 'zod'

/**
 * An article of `content/blog/`: these fields in its front-matter, its text (`content`) in the body:
 * '## ' headings, '- ' lists, '> ' quotes, [links](url), ![images](url), blank-line paragraphs.
 */
export const blogPostFrontMatterSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  author: z.string().min(1),
  /** ISO date, 'YYYY-MM-DD'. */
  date: z.iso.date(),
  excerpt: z.string().min(1),
  /** `/media/images/blog/<slug>-800.webp` */
  imageUrl: z.string().startsWith('/media/'),
  category: z.string().min(1),
  likes: z.number().int().min(0),
})

export const blogPostSchema = blogPostFrontMatterSchema.extend({ content: z.string().min(1) })

export type BlogPost = z.infer<typeof blogPostSchema>
