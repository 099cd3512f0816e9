import { z } from 'zod'

/** Shared by the server (validation) and the checkout page (the same limits in the form). */
export const orderInputSchema = z.object({
  formulaId: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'identifiant invalide')
    .max(80),
  method: z.enum(['card', 'mobile_money'], { error: 'Choisissez un moyen de paiement.' }),
  currency: z.enum(['EUR', 'XAF'], { error: 'Devise invalide.' }),
  acceptTerms: z.literal(true, { error: 'Vous devez accepter les conditions générales de vente.' }),
})

export const QUOTE_LIMITS = { name: 80, email: 254, phone: 30, message: 2000 } as const

export const quoteInputSchema = z.object({
  formulaId: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'identifiant invalide')
    .max(80),
  name: z
    .string()
    .trim()
    .min(1, 'Indiquez votre nom.')
    .max(QUOTE_LIMITS.name, `${QUOTE_LIMITS.name} caractères au plus.`),
  email: z
    .string()
    .trim()
    .max(QUOTE_LIMITS.email)
    .pipe(z.email({ error: 'Adresse e-mail invalide.' })),
  phone: z
    .string()
    .trim()
    .max(QUOTE_LIMITS.phone, `${QUOTE_LIMITS.phone} caractères au plus.`)
    .regex(/^[0-9+() .-]*$/, 'Numéro de téléphone invalide.')
    .optional(),
  message: z
    .string()
    .trim()
    .min(10, 'Décrivez votre besoin en quelques mots (10 caractères au moins).')
    .max(QUOTE_LIMITS.message, `${QUOTE_LIMITS.message} caractères au plus.`),
})

export const testOutcomeSchema = z.object({ outcome: z.enum(['success', 'failure', 'abandon']) })
