import path from 'node:path'

/**
 * The site's layers (src/): app/ and routes/ on top, then features/, then the shared layers below.
 * A module imports from its own layer or a lower one; what a layer may not import is listed here.
 * A feature imports another feature only through that feature's index (src/features/<name>/index.ts),
 * which only re-exports: the build treats it as free of side effects (vite.config.ts, featureIndexes).
 * Folders not listed (styles/, the generated route tree) are open to all.
 */
const MAY_NOT_IMPORT = {
  features: ['app', 'routes', 'ssr'],
  components: ['app', 'routes', 'features', 'ssr'],
  ssr: ['app', 'routes', 'features', 'components'],
  api: ['app', 'routes', 'features', 'components', 'ssr'],
  lib: ['app', 'routes', 'features', 'components', 'ssr', 'api'],
}

const INDEX = /^index(\.[jt]sx?)?$/

/** The repo-relative path ('src/…', '/'-separated) an import specifier names, or null outside src/. */
function resolveSpecifier(specifier, importerDir) {
  let target
  if (specifier.startsWith('@/')) target = `src/${specifier.slice(2)}`
  else if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    target = path.posix.join(importerDir, specifier)
  } else return null
  target = path.posix.normalize(target)
  return target.startsWith('src/') ? target : null
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps src/ layered: lower layers never import higher ones, and features import each other through their index only.' },
    schema: [],
    messages: {
      layer: "src/{{from}}/ may not import src/{{to}}/ ('{{specifier}}'): imports run down only, app and routes -> features -> components, ssr -> api -> lib.",
      deepFeature:
        "'{{specifier}}' reaches into features/{{feature}}/: import it from '@/features/{{feature}}' (its index.ts), and export what is needed there.",
      indexOnlyReexports: "A feature's index.ts only re-exports ('export { … } from'): the build treats it as free of side effects.",
    },
  },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/')
    if (!importer.startsWith('src/')) return {}
    const importerParts = importer.split('/')
    const fromLayer = importerParts[1]
    const fromFeature = fromLayer === 'features' ? importerParts[2] : undefined
    const forbidden = MAY_NOT_IMPORT[fromLayer]
    if (!forbidden) return {}
    const importerDir = path.posix.dirname(importer)

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const target = resolveSpecifier(source.value, importerDir)
      if (!target) return
      const [, toLayer, feature, ...rest] = target.split('/')
      if (forbidden.includes(toLayer)) {
        context.report({ node: source, messageId: 'layer', data: { from: fromLayer, to: toLayer, specifier: source.value } })
        return
      }
      if (toLayer !== 'features' || !fromFeature || feature === fromFeature) return
      if (rest.length === 0 || (rest.length === 1 && INDEX.test(rest[0]))) return
      context.report({ node: source, messageId: 'deepFeature', data: { feature, specifier: source.value } })
    }

    const isFeatureIndex = /^src\/features\/[^/]+\/index\.ts$/.test(importer)
    return {
      Program(program) {
        if (!isFeatureIndex) return
        for (const statement of program.body) {
          const reexport = (statement.type === 'ExportNamedDeclaration' && statement.source) || statement.type === 'ExportAllDeclaration'
          if (!reexport) context.report({ node: statement, messageId: 'indexOnlyReexports' })
        }
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}
