// Import rules, checked by `npm run lint` (dependency-cruiser): what each layer may import.
// docs/decisions/007-import-rules.md says why these rules and how to change them.
//
//   src/web, src/server, src/demo, tests  →  src/features/*  →  src/core  →  packages
//
// The check reads runtime imports: `import type` is erased before the check, by Babel, because
// TypeScript 7 has no JavaScript API for the cruiser to call (@swc/core is installed only because the
// cruiser scans .ts/.tsx files once it finds a TypeScript-capable parser). So a feature may name
// another's types (an API client's route types, a contract such as ComposeMusic). Biome (biome.jsonc)
// refuses type imports that climb out of src/core or src/features.
const { readdirSync } = require('node:fs')
const { join } = require('node:path')

/**
 * Base features hold what the rest of the site reads: the user's account and the label's catalogue.
 * Any feature may import them; a base feature imports another only along an edge below.
 */
const BASE_FEATURES = {
  account: 'the signed-in user, their profile, preferences and saved creations',
  academy: 'disciplines, levels and formulas: what the academy teaches and sells',
  artists: "the label's artists and their tracks",
  events: "the label's calendar",
  label: "the label's own information (addresses, persona name, services)",
}

/** Every other feature-to-feature import, with its reason. Keep this list short and acyclic. */
const EDGES = [
  { from: 'label', to: 'artists', reason: 'the label page and its booking block name the artists' },
  { from: 'learning', to: 'commerce', reason: 'a level opens to the student whose order for it is paid' },
  { from: 'learning', to: 'music', reason: "ear training plays its intervals with the composer's instruments" },
  {
    from: 'learning',
    to: 'blog',
    reason: "the lesson sheet (PDF) prints the lessons' text with the blog's markdown reader",
  },
  {
    from: 'teaching',
    to: 'learning',
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

module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-feature',
      comment: 'src/core is the shared kernel: it imports no feature, page, server or demo code.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(features|web|server|demo)/' },
    },
    {
      name: 'features-import-no-web-or-server',
      comment: 'A feature imports src/core and declared features only; pages and the server compose features.',
      severity: 'error',
      from: { path: '^src/features/', pathNot: TEST_FILE },
      to: { path: '^src/(web|server|demo)/' },
    },
    ...features.map(feature => ({
      name: 'feature-imports-undeclared-feature',
      comment: `${feature} may import: ${allowedTargets(feature).join(', ')} (base features and the EDGES of .dependency-cruiser.cjs).`,
      severity: 'error',
      from: { path: `^src/features/${feature}/`, pathNot: TEST_FILE },
      to: { path: '^src/features/', pathNot: `^src/features/(${allowedTargets(feature).join('|')})/` },
    })),
    {
      name: 'no-circular',
      comment: 'Two modules that import each other, directly or through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-imports-no-server-code',
      comment:
        'Code that runs in the browser imports server code (a server/ folder or a *.server.ts file) only as types.',
      severity: 'error',
      from: {
        path: '^src/(web|core|features|demo)/',
        pathNot: ['(^|/)server/', '\\.server\\.tsx?$', '\\.cli\\.ts$', '^src/web/entry-server\\.tsx$', TEST_FILE],
      },
      to: { path: ['(^|/)server/', '\\.server\\.tsx?$'] },
    },
    {
      name: 'app-imports-no-test-code',
      comment: 'The application does not import tests, their set-up or their helpers.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
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
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    tsConfig: { fileName: 'tsconfig.json' },
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
