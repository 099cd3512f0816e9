import { z } from 'zod'

/**
 * Building blocks of the admin content forms, shared by the server's validation and the admin pages
 * (pure zod, no server code). Every rule carries its French message, so a refused field tells the
 * editor exactly what to fix.
 */

/** Single-line text: no control characters (CR/LF could end up in a mail header or a PDF line). */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/
const MULTI_LINE_JUNK = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** A required one-line text, trimmed. */
export function line(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .regex(SINGLE_LINE, 'Ce champ ne peut contenir qu’une seule ligne.')
}

/** A required multi-line text: line breaks kept (normalised to \n), other control characters dropped. */
export function paragraph(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .transform(value => value.replace(/\r\n?/g, '\n').replace(MULTI_LINE_JUNK, '').trim())
    .pipe(z.string().min(1, required).max(max, tooLong))
}

/** A list of one-line texts (features, phone numbers...), each required, with a maximum count. */
export function lineList(options: {
  item: string
  maxItems: number
  maxLength: number
  min?: number
  tooFew?: string
}) {
  const list = z
    .array(
      line(
        `${options.item} : le texte est vide.`,
        options.maxLength,
        `${options.item} : ${options.maxLength} caractères au plus.`,
      ),
      {
        error: 'Liste attendue.',
      },
    )
    .max(options.maxItems, `${options.maxItems} éléments au plus.`)
  return (
    options.min ? list.min(options.min, options.tooFew ?? `Au moins ${options.min} élément(s).`) : list
  ).superRefine(
    noDuplicates(
      item => item,
      item => `« ${item} » figure deux fois dans la liste.`,
    ),
  )
}

/**
 * Refuses two items with the same key (pages use it to tell list items apart), naming the second
 * one: `array.superRefine(noDuplicates(...))`.
 */
export function noDuplicates<Item>(
  key: (item: Item) => string | number,
  message: (item: Item) => string,
  field?: string,
) {
  return (items: Item[], context: z.RefinementCtx) => {
    const seen = new Set<string | number>()
    items.forEach((item, index) => {
      const value = key(item)
      if (seen.has(value))
        context.addIssue({ code: 'custom', path: field ? [index, field] : [index], message: message(item) })
      seen.add(value)
    })
  }
}

export function email(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, 'Adresse e-mail trop longue.')
    .pipe(z.email({ error: 'Adresse e-mail invalide (exemple : nom@domaine.cm).' }))
    .transform(value => value.toLowerCase())
}

/** An address on the web, https only (http links are refused by browsers on an https site). */
export function httpsUrl(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(500, 'Adresse trop longue (500 caractères au plus).')
    .refine(value => {
      try {
        const url = new URL(value)
        return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password
      } catch {
        return false
      }
    }, 'Adresse invalide : elle doit commencer par https:// (exemple : https://www.exemple.cm).')
}

/** A link followed from the site: a page of the site ('/blog/...') or an https address. */
export function siteOrHttpsLink(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(500, 'Lien trop long (500 caractères au plus).')
    .refine(value => {
      if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\') && !/\s/.test(value)
      try {
        const url = new URL(value)
        return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password
      } catch {
        return false
      }
    }, 'Lien invalide : une page du site (commençant par /) ou une adresse https://.')
}

/** A whole number in a range, with one message for each way it can be wrong. */
export function wholeNumber(options: { label: string; min: number; max: number; unit?: string }) {
  const unit = options.unit ? ` ${options.unit}` : ''
  return z
    .number({ error: `${options.label} : indiquez un nombre.` })
    .int(`${options.label} : un nombre entier est attendu.`)
    .min(options.min, `${options.label} : au moins ${options.min}${unit}.`)
    .max(options.max, `${options.label} : au plus ${options.max}${unit}.`)
}

/** Lowercase letters, digits and hyphens: the ids used in the site's URLs. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** An id for a new record, made from its title: 'Pack Duo Été' → 'pack-duo-ete'. */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
  return slug || 'element'
}

/** The first of `base`, `base-2`, `base-3`... not already taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let index = 2; ; index++) {
    const candidate = `${base}-${index}`
    if (!taken.has(candidate)) return candidate
  }
}

/** A new display order: every id of the list exactly once. */
export const orderInputSchema = z.object({
  ids: z
    .array(
      z
        .string({ error: 'Identifiant invalide.' })
        .regex(SLUG, 'Identifiant invalide.')
        .max(80, 'Identifiant invalide.'),
      {
        error: 'Liste d’identifiants attendue.',
      },
    )
    .min(1, 'La liste est vide.')
    .max(200, 'Liste trop longue.')
    .refine(ids => new Set(ids).size === ids.length, 'Un élément figure deux fois dans la liste.'),
})
