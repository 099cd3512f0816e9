// Babel options of the pass over runtime imports: TypeScript's types, type imports included, are erased.
module.exports = {
  babelrc: false,
  configFile: false,
  presets: [[require('@babel/preset-typescript'), { onlyRemoveTypeImports: true }]],
}
