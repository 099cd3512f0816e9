import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The origin the test server listens on (see playwright.config.ts). */
export const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT || 3210}`
export const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT || 2527}`
export const SITE_NAME = 'Gombiste Records'

// ---------------------------------------------------------------------------------------------
// Content read from the API, so the tests follow the sample data instead of copying it.
// ---------------------------------------------------------------------------------------------

type Artist = { id: string; name: string; headline: string }
type Track = { id: string; title: string; audioSrc: string }
type ArtistDetail = Artist & { discography: Track[] }
type Discipline = {
  id: string
  name: string
  levels: { id: string; levelName: string; durationWeeks: number; hoursPerWeek: number; passingScore: number }[]
}
type Formula = { id: string; name: string; price: { eur: number; xaf: number } | null; customPriceText: string | null }
type Post = { id: string; title: string; excerpt: string }
type PortfolioItem = { id: string; type: 'clip' | 'album'; title: string }
type Label = {
  info: { name: string; slogan: string; assistantName: string; director: string; emails: { contact: string } }
}

export type SiteData = {
  label: Label
  artists: Artist[]
  artist: ArtistDetail
  disciplines: Discipline[]
  formulas: Formula[]
  posts: Post[]
  portfolio: PortfolioItem[]
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), `GET ${path}`).toBe(200)
  return (await response.json()) as T
}

let cached: Promise<SiteData> | undefined

/** The content every journey needs, fetched once per worker. */
export function siteData(request: APIRequestContext): Promise<SiteData> {
  cached ??= (async () => {
    const [label, artists, disciplines, formulas, posts, portfolio] = await Promise.all([
      getJson<Label>(request, '/api/label'),
      getJson<Artist[]>(request, '/api/artists'),
      getJson<Discipline[]>(request, '/api/academy/disciplines'),
      getJson<Formula[]>(request, '/api/academy/formulas'),
      getJson<Post[]>(request, '/api/blog/posts'),
      getJson<PortfolioItem[]>(request, '/api/portfolio'),
    ])
    expect(artists.length, 'sample artists').toBeGreaterThan(0)
    expect(disciplines.length, 'sample disciplines').toBeGreaterThan(0)
    expect(posts.length, 'sample posts').toBeGreaterThan(0)
    const first = artists[0] as Artist
    const artist = await getJson<ArtistDetail>(request, `/api/artists/${encodeURIComponent(first.id)}`)
    return { label, artists, artist, disciplines, formulas, posts, portfolio }
  })()
  // A failed fetch must not poison the next test of this worker.
  cached.catch(() => {
    cached = undefined
  })
  return cached
}

// ---------------------------------------------------------------------------------------------
// The routes of spec §2
// ---------------------------------------------------------------------------------------------

export type RouteCase = {
  path: string
  /** Expected text of the page's only <h1>. */
  h1: string
  /** The route's meta title (og:title); the <title> is `documentTitle(metaTitle)`. */
  metaTitle: string
  /** Text that must already be in the server-rendered HTML, before any JavaScript. */
  serverContent: string[]
  status: 200 | 404
}

/** `<title>` as built by src/web/layout/document-meta.tsx. */
export function documentTitle(metaTitle: string): string {
  return metaTitle.includes(SITE_NAME) ? metaTitle : `${metaTitle} — ${SITE_NAME}`
}

function course(data: SiteData) {
  const discipline = data.disciplines[0] as Discipline
  const level = discipline.levels[0]
  if (!level) throw new Error(`discipline ${discipline.id} has no level`)
  return { discipline, level }
}

function pricedFormula(data: SiteData): Formula {
  const formula = data.formulas.find(candidate => candidate.price)
  if (!formula) throw new Error('no formula with a price in the sample data')
  return formula
}

/** '120 €' as the pages print it (French thousands separator is a space). */
export function euros(amount: number): string {
  return `${new Intl.NumberFormat('fr-FR').format(amount).replace(/[\u00a0\u202f]/g, ' ')} €`
}

/** '80 000 FCFA' as the pages print it. */
export function francsCfa(amount: number): string {
  return `${new Intl.NumberFormat('fr-FR').format(amount).replace(/[\u00a0\u202f]/g, ' ')} FCFA`
}

export const PUBLIC_ROUTE_NAMES = [
  'accueil',
  'label',
  'portfolio',
  'artiste',
  'tuteur',
  'academie',
  'cours',
  'blog',
  'article',
  'contact',
  'temoignages',
  'connexion',
  'inscription',
  'mot-de-passe-oublie',
  'admin-login',
  'mentions-legales',
  'conditions-generales-de-vente',
  'politique-de-confidentialite',
  'activation',
  'page-introuvable',
] as const

export type PublicRouteName = (typeof PUBLIC_ROUTE_NAMES)[number]

/** Every public screen of spec §2 (plus the not-found page), with what each must show. */
export function publicRoute(name: PublicRouteName, data: SiteData): RouteCase {
  const { info } = data.label
  switch (name) {
    case 'accueil':
      return {
        path: '/',
        h1: info.name,
        metaTitle: 'Gombiste Records — Label et académie de musique à Douala',
        serverContent: [info.slogan, 'Nos artistes', (data.artists[0] as Artist).name, (data.posts[0] as Post).title],
        status: 200,
      }
    case 'label':
      return {
        path: '/label',
        h1: `Le label ${info.name}`,
        metaTitle: 'Le label',
        serverContent: ['Notre histoire', 'Fiche d’identité', info.director, 'Dossier de presse'],
        status: 200,
      }
    case 'portfolio':
      return {
        path: '/portfolio',
        h1: 'Portfolio',
        metaTitle: 'Portfolio et artistes',
        serverContent: [
          ...data.portfolio.slice(0, 3).map(item => item.title),
          'Les artistes du label',
          (data.artists[0] as Artist).name,
        ],
        status: 200,
      }
    case 'artiste': {
      const { artist } = data
      return {
        path: `/artiste/${artist.id}`,
        h1: artist.name,
        metaTitle: artist.name,
        serverContent: [
          artist.headline,
          'Biographie',
          'Discographie',
          ...artist.discography.slice(0, 1).map(track => track.title),
        ],
        status: 200,
      }
    }
    case 'tuteur':
      return {
        path: '/tutor',
        h1: `Tuteur IA : ${info.assistantName}`,
        metaTitle: 'Tuteur IA',
        serverContent: ['Créations de la communauté'],
        status: 200,
      }
    case 'academie': {
      const prices = data.formulas.flatMap(formula =>
        // Without a country header or a currency choice, prices are in euros (see commerce.spec.ts for FCFA).
        formula.price ? [euros(formula.price.eur)] : formula.customPriceText ? [formula.customPriceText] : [],
      )
      return {
        path: '/academie',
        h1: 'L’académie Gombiste',
        metaTitle: 'Académie',
        serverContent: [
          'Disciplines et niveaux',
          ...data.disciplines.map(discipline => discipline.name),
          'Formules et tarifs',
          ...data.formulas.map(formula => formula.name),
          ...prices,
        ],
        status: 200,
      }
    }
    case 'cours': {
      const { discipline, level } = course(data)
      return {
        path: `/academie/${discipline.id}/${level.id}`,
        h1: `${discipline.name} — ${level.levelName}`,
        metaTitle: `${discipline.name} — ${level.levelName}`,
        serverContent: [
          `${level.durationWeeks} semaines`,
          `${level.hoursPerWeek} h par semaine`,
          `Validation : ${level.passingScore} %`,
          'Programme',
        ],
        status: 200,
      }
    }
    case 'blog':
      return {
        path: '/blog',
        h1: 'Blog',
        metaTitle: 'Blog',
        serverContent: data.posts.map(post => post.title),
        status: 200,
      }
    case 'article': {
      const post = data.posts[0] as Post
      return {
        path: `/blog/${post.id}`,
        h1: post.title,
        metaTitle: post.title,
        serverContent: [post.excerpt, 'Commentaires ('],
        status: 200,
      }
    }
    case 'contact':
      return {
        path: '/contact',
        h1: 'Contact',
        metaTitle: 'Contact et calendrier',
        serverContent: ['Nous écrire', info.emails.contact, 'Calendrier des événements'],
        status: 200,
      }
    case 'temoignages':
      return {
        path: '/temoignages',
        h1: 'Témoignages',
        metaTitle: 'Témoignages',
        serverContent: ['Artistes et partenaires', 'Élèves de l’académie'],
        status: 200,
      }
    case 'connexion':
      return {
        path: '/connexion',
        h1: 'Connexion',
        metaTitle: 'Connexion',
        serverContent: ['Adresse e-mail', 'Se connecter'],
        status: 200,
      }
    case 'inscription':
      return {
        path: '/inscription',
        h1: 'Inscription',
        metaTitle: 'Inscription',
        serverContent: ['Adresse e-mail', 'Créer mon compte'],
        status: 200,
      }
    case 'mot-de-passe-oublie':
      return {
        path: '/mot-de-passe-oublie',
        h1: 'Mot de passe oublié',
        metaTitle: 'Mot de passe oublié',
        serverContent: ['Envoyer le lien'],
        status: 200,
      }
    case 'admin-login':
      return {
        path: '/admin/login',
        h1: 'Administration',
        metaTitle: 'Administration — connexion',
        serverContent: ['Accéder au tableau de bord'],
        status: 200,
      }
    case 'mentions-legales':
      return {
        path: '/mentions-legales',
        h1: 'Mentions légales',
        metaTitle: 'Mentions légales',
        serverContent: ['Éditeur du site', info.director],
        status: 200,
      }
    case 'conditions-generales-de-vente':
      return {
        path: '/conditions-generales-de-vente',
        h1: 'Conditions générales de vente',
        metaTitle: 'Conditions générales de vente',
        serverContent: [
          'Rien ne se renouvelle automatiquement',
          'Pack Individuel',
          'la règle des 24 h',
          'Droit de rétractation',
        ],
        status: 200,
      }
    case 'politique-de-confidentialite':
      return {
        path: '/politique-de-confidentialite',
        h1: 'Politique de confidentialité',
        metaTitle: 'Politique de confidentialité',
        serverContent: [],
        status: 200,
      }
    case 'activation':
      return {
        path: '/activation',
        h1: 'Activation du compte',
        metaTitle: 'Activation du compte',
        serverContent: ['Vous ne trouvez pas l’e-mail'],
        status: 200,
      }
    case 'page-introuvable':
      return notFoundRoute('/cette-page-n-existe-pas')
  }
}

export function notFoundRoute(path: string): RouteCase {
  return {
    path,
    h1: 'Page introuvable',
    metaTitle: 'Page introuvable',
    serverContent: ['404', 'Nos artistes'],
    status: 404,
  }
}

/** Routes that need a session: an anonymous visitor ends on the login page. */
export function protectedPaths(data: SiteData): string[] {
  const { discipline, level } = course(data)
  return [
    '/profil',
    `/paiement/${pricedFormula(data).id}`,
    '/admin/dashboard',
    // Lesson 1 is the free trial lesson, open to visitors; the others are not.
    `/academie/${discipline.id}/${level.id}/lecon/2`,
    `/academie/${discipline.id}/${level.id}/evaluation`,
  ]
}

// ---------------------------------------------------------------------------------------------
// Server HTML
// ---------------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1))
      return String.fromCodePoint(value)
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/** Non-breaking spaces become plain ones and runs of white space collapse. */
export function normalizeSpace(text: string): string {
  return text.replace(/[\u00a0\u202f\s]+/g, ' ').trim()
}

/** Visible text of an HTML fragment: no scripts (the page data JSON would match anything), no tags. */
export function htmlToText(html: string): string {
  const withoutCode = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
  return normalizeSpace(decodeEntities(withoutCode.replace(/<[^>]+>/g, ' ').replace(/ +/g, ' ')))
}

/** Like htmlToText, but inline tags do not add a space (for reading a heading's exact text). */
export function innerText(html: string): string {
  return normalizeSpace(decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '')))
}

export type ServerPage = {
  status: number
  html: string
  title: string | undefined
  meta: (property: string) => string | undefined
  h1s: string[]
  bodyText: string
}

export async function fetchServerPage(request: APIRequestContext, path: string): Promise<ServerPage> {
  const response = await request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 })
  const html = await response.text()
  const head = html.split(/<body\b/i)[0] ?? ''
  const body = html.slice(head.length)
  const titleMatch = /<title>([\s\S]*?)<\/title>/i.exec(head)
  return {
    status: response.status(),
    html,
    title: titleMatch ? normalizeSpace(decodeEntities(titleMatch[1] ?? '')) : undefined,
    meta: property => {
      for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
        const key = /\b(?:property|name)="([^"]*)"/i.exec(tag)?.[1]
        if (key === property) {
          const content = /\bcontent="([^"]*)"/i.exec(tag)?.[1]
          return content === undefined ? undefined : decodeEntities(content)
        }
      }
      return undefined
    },
    h1s: [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map(match => innerText(match[1] ?? '')),
    bodyText: htmlToText(body),
  }
}

// ---------------------------------------------------------------------------------------------
// Browser helpers
// ---------------------------------------------------------------------------------------------

/**
 * Resolves once React has hydrated the server HTML: hydration attaches React's internal keys to the
 * DOM nodes it claims. Clicking a link before that would make the browser load a whole new document.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const claimed = (element: Element | null) =>
        element !== null && Object.keys(element).some(key => key.startsWith('__reactFiber$'))
      return (
        claimed(document.querySelector('header a')) &&
        claimed(document.querySelector('footer a')) &&
        claimed(document.querySelector('main h1'))
      )
    },
    undefined,
    { timeout: 15_000 },
  )
}

export type ConsoleProblem = { kind: 'console' | 'pageerror'; text: string; url?: string }

/** Collects console errors and uncaught exceptions for the whole life of the page. */
export function collectConsoleErrors(page: Page): ConsoleProblem[] {
  const problems: ConsoleProblem[] = []
  page.on('console', message => {
    if (message.type() === 'error')
      problems.push({ kind: 'console', text: message.text(), url: message.location().url })
  })
  page.on('pageerror', error => problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` }))
  return problems
}

export function formatProblems(problems: ConsoleProblem[]): string {
  return problems
    .map(problem => `  [${problem.kind}] ${problem.text}${problem.url ? ` (${problem.url})` : ''}`)
    .join('\n')
}

/**
 * Scrolls down the whole page a screen at a time, so every lazy image enters the viewport and loads,
 * then waits for every rendered image to finish (or fail).
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise(resolve => setTimeout(resolve, 60))
    let previous = -1
    for (let step = 0; step < 200; step++) {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8))
      await pause()
      const bottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2
      if (bottom || window.scrollY === previous) break
      previous = window.scrollY
    }
  })
  // Images that are not rendered (display: none) never load when lazy: only wait for the others. A
  // section filled in by the browser after the scroll went past (the teachers on /academie) has lazy
  // images that never entered the viewport: each one still waiting is brought into view.
  await page.waitForFunction(
    () => {
      const waiting = [...document.images].filter(image => !image.complete && image.getClientRects().length > 0)
      waiting[0]?.scrollIntoView({ block: 'center' })
      return waiting.length === 0
    },
    undefined,
    { timeout: 10_000, polling: 100 },
  )
}

/** Opens the phone slide-in menu if needed; returns the navigation that holds the header links. */
export async function openNavigation(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('navigation', { name: 'Navigation principale' })
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Menu mobile' })
  await expect(menu.getByRole('link', { name: 'Accueil', exact: true })).toBeVisible()
  return menu
}
