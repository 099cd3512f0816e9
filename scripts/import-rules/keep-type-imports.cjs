// A Babel plugin for the import rules' pass over every import: it turns each type-only import
// (`import type`, `import { type X }`, `export type … from`, `import('…').X` in a type) into a bare
// `import '…'` that survives the TypeScript preset, so dependency-cruiser sees it like any other.
module.exports = function keepTypeImports({ types: t }) {
  const bare = source => t.importDeclaration([], t.stringLiteral(source))
  const onlyTypes = node =>
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers.length > 0 &&
      node.specifiers.every(specifier => specifier.importKind === 'type' || specifier.exportKind === 'type'))

  return {
    name: 'keep-type-imports',
    visitor: {
      Program(program) {
        const typeSources = []
        program.traverse({
          TSImportType(path) {
            typeSources.push(path.node.argument.value ?? path.node.argument.literal?.value)
          },
        })
        for (const statement of program.get('body')) {
          const { node } = statement
          const reExport = statement.isExportNamedDeclaration() || statement.isExportAllDeclaration()
          if ((statement.isImportDeclaration() || (reExport && node.source)) && onlyTypes(node)) {
            statement.replaceWith(bare(node.source.value))
          }
        }
        for (const source of typeSources) if (typeof source === 'string') program.pushContainer('body', bare(source))
      },
    },
  }
}
