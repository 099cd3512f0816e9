import { z } from 'zod'

export const portfolioTypes = ['clip', 'album'] as const
export const portfolioQuerySchema = z.object({
  type: z.enum(portfolioTypes, { error: "type doit valoir 'clip' ou 'album'" }).optional(),
})
