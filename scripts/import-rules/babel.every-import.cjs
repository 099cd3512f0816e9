// Babel options of the pass over every import: type-only imports are kept as bare imports.
module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [require('./keep-type-imports.cjs')],
  presets: [[require('@babel/preset-typescript'), { onlyRemoveTypeImports: true }]],
}
