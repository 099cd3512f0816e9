// Import rules: what each layer may import. `npm run lint:imports` (scripts/import-rules/lint-imports.mjs)
// checks them in two passes of dependency-cruiser; docs/decisions/007-import-rules.md says why.
//
//   src/web, src/server, src/demo, tests, scripts  →  src/features/*  →  src/core, src/lib  →  packages
//
// This file is the pass over EVERY import, type imports included: a Babel plugin keeps `import type`,
// `export type … from` and `import('…')` types as bare imports (the cruiser's own TypeScript reader needs
// TypeScript's JavaScript API, which TypeScript 7 does not have). The layers hold for types too.
// .dependency-cruiser.runtime.cjs is the pass over runtime imports only: cycles, server code in the browser.
const { readdirSync } = require('node:fs')
const { join } = require('node:path')

/**
 * Base features hold what the rest of the site reads: the user's account and the label's catalogue.
 * Any feature may import them; a base feature imports another only along an edge below.
 */
const BASE_FEATURES = {
  account: 'the signed-in user, their profile, preferences and saved creations',
  catalog: 'disciplines, levels and formulas: what the academy teaches and sells',
  artists: "the label's artists and their tracks",
  events: "the label's calendar",
  label: "the label's own information (addresses, persona name, services)",
  media: 'the media library: the uploads every admin screen picks images and sounds from',
}

/** Every other feature-to-feature import, type imports included, with its reason. Keep this list short and acyclic. */
const EDGES = [
  { from: 'admin', to: 'blog', reason: 'the dashboard counts comments waiting for moderation and the most read posts' },
  { from: 'admin', to: 'commerce', reason: 'the dashboard charts orders, revenue and enrolments' },
  { from: 'admin', to: 'contact', reason: 'the dashboard counts new contact requests' },
  { from: 'admin', to: 'assistant', reason: 'the dashboard says which AI provider the assistant uses' },
  { from: 'label', to: 'artists', reason: 'the label page and its booking block name the artists' },
  { from: 'artists', to: 'media', reason: "an artist's sheet picks its photo and tracks from the media library" },
  { from: 'courses', to: 'commerce', reason: 'a level opens to the student whose order for it is paid' },
  { from: 'courses', to: 'composer', reason: "ear training plays its intervals with the composer's instruments" },
  {
    from: 'courses',
    to: 'blog',
    reason: "the lesson sheet (PDF) prints the lessons' text with the blog's markdown reader",
  },
  {
    from: 'tutoring',
    to: 'courses',
    reason: 'a teacher hears the assessment recordings their students kept for them',
  },
]

const FEATURES_DIR = join(__dirname, 'src', 'features')
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter(entry => entry.isDirectory())
  .map(entry => entry.name)

assertAcyclic(EDGES)

/** Test files and their helpers may reach anything (the app, fixtures, other features' seeds). */
const TEST_FILE = '(\\.test\\.tsx?|\\.test-helpers\\.ts|\\.spec\\.ts)$'

function allowedTargets(feature) {
  const edges = EDGES.filter(edge => edge.from === feature).map(edge => edge.to)
  const bases = feature in BASE_FEATURES ? [] : Object.keys(BASE_FEATURES)
  return [feature, ...bases, ...edges]
}

/** Files that may read the content/ folder besides src/server, src/demo, tests and scripts. */
const CONTENT_READER = '\\.(seed|content)\\.ts$'

/** Scripts that run the app the way the tests do (seeded database, fake AI provider): benchmarks, evaluations. */
const SCRIPT_ON_TEST_SET_UP = '^scripts/(bench|eval)'

module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-feature',
      comment: 'src/core is the shared kernel: it imports no feature, page, server, demo or content code.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^(src/(features|web|server|demo|content)|content)/' },
    },
    {
      name: 'feature-imports-no-web-or-server',
      comment: 'Features and libraries import no page, server or demo code; pages and the server compose features.',
      severity: 'error',
      from: { path: '^src/(features|lib)/', pathNot: TEST_FILE },
      to: { path: '^src/(web|server|demo)/' },
    },
    {
      name: 'lib-imports-only-lib',
      comment: 'A library (src/lib) imports other libraries and packages only: no core, feature or data.',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: TEST_FILE },
      to: { path: '^(src|content|tests|scripts)/', pathNot: '^src/lib/' },
    },
    ...features.map(feature => ({
      name: 'feature-imports-undeclared-feature',
      comment: `${feature} may import: ${allowedTargets(feature).join(', ')} (base features and the EDGES of .dependency-cruiser.cjs).`,
      severity: 'error',
      from: { path: `^src/features/${feature}/`, pathNot: TEST_FILE },
      to: { path: '^src/features/', pathNot: `^src/features/(${allowedTargets(feature).join('|')})/` },
    })),
    {
      name: 'content-loader-is-composed-not-imported',
      comment:
        "src/content reads content/ with the features' schemas: the server, the demo, scripts and tests import it; features, core and the music library do not.",
      severity: 'error',
      from: { path: '^src/(features|core|lib)/', pathNot: TEST_FILE },
      to: { path: '^src/content/' },
    },
    {
      name: 'relative-import-leaves-its-folder',
      comment:
        'A relative import stays in its feature or library; other code is named by its alias (#core/…). content/, which has no alias, is ruled by content-read-by-composition-only.',
      severity: 'error',
      from: { path: '^src/(features|lib)/([^/]+)/' },
      to: { dependencyTypes: ['local'], dependencyTypesNot: ['aliased'], pathNot: ['^src/$1/$2/', '^content/'] },
    },
    {
      name: 'content-read-by-composition-only',
      comment:
        'content/ is data: only src/server, src/demo, tests, scripts and *.seed.ts or *.content.ts files read it.',
      severity: 'error',
      from: { pathNot: ['^src/(server|demo)/', '^tests/', '^scripts/', CONTENT_READER, TEST_FILE] },
      to: { path: '^content/' },
    },
    {
      name: 'app-imports-no-test-code',
      comment: 'The application does not import tests, their set-up or their helpers.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: ['^tests/', TEST_FILE] },
    },
    {
      name: 'scripts-import-no-test-code',
      comment:
        'Scripts do not import tests; benchmarks and evaluations may, to measure the app the way the tests set it up.',
      severity: 'error',
      from: { path: '^scripts/', pathNot: [SCRIPT_ON_TEST_SET_UP, TEST_FILE] },
      to: { path: ['^tests/', TEST_FILE] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that names no file or package (a typo, a moved file).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    babelConfig: { fileName: join(__dirname, 'scripts/import-rules/babel.every-import.cjs') },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^tests/import-rules/fixtures/'] },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
    },
  },
}

function assertAcyclic(edges) {
  const next = new Map()
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to])
  const visit = (node, path) => {
    if (path.includes(node)) {
      throw new Error(
        `.dependency-cruiser.cjs: the declared feature edges form a cycle: ${[...path, node].join(' → ')}`,
      )
    }
    for (const target of next.get(node) ?? []) visit(target, [...path, node])
  }
  for (const from of next.keys()) visit(from, [])
}
