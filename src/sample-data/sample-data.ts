import type { SampleData } from './types.ts'
import { label, services, news, pressKit, booking } from './label.ts'
import { artists } from './artists.ts'
import { portfolio } from './portfolio.ts'
import { disciplines, formulas } from './academy.ts'
import { events } from './events.ts'
import { testimonials } from './testimonials.ts'
import { blogPosts, publicCreations } from './blog.ts'

/** All built-in sample content of the site, read by the database seed and the static demo build. */
export const sampleData: SampleData = {
  label,
  services,
  news,
  pressKit,
  booking,
  artists,
  portfolio,
  disciplines,
  formulas,
  events,
  testimonials,
  blogPosts,
  publicCreations,
}
