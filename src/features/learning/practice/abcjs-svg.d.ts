// abcjs's SVG renderer alone (the package's `main` also bundles its sampled-instrument synthesizer,
// which downloads sounds from another host: the site plays scores with its own synthesizer instead).
declare module 'abcjs/src/api/abc_tunebook_svg.js' {
  import type { renderAbc } from 'abcjs'
  const render: typeof renderAbc
  export default render
}
