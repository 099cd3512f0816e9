// Import rules over runtime imports only (types erased): the second pass of `npm run lint:imports`.
// The layers are checked over every import, types included, by .dependency-cruiser.cjs.
const { join } = require('node:path')
const { options } = require('./.dependency-cruiser.cjs')

const TEST_FILE = '(\\.test\\.tsx?|\\.test-helpers\\.ts|\\.spec\\.ts)$'

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that import each other at run time, directly or through others.',
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
        path: '^src/(web|core|lib|features|demo)/',
        pathNot: ['(^|/)server/', '\\.server\\.tsx?$', '\\.cli\\.ts$', '^src/web/entry-server\\.tsx$', TEST_FILE],
      },
      to: { path: ['(^|/)server/', '\\.server\\.tsx?$'] },
    },
  ],
  options: { ...options, babelConfig: { fileName: join(__dirname, 'scripts/import-rules/babel.runtime.cjs') } },
}
