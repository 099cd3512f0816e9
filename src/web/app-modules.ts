/**
 * Name of the `<meta>` in which the server lists, space-separated, the JS modules of a rendered page:
 * the app's entry first, then its imports and the current page's chunks. `boot.ts` loads them once
 * the page has painted.
 */
export const APP_MODULES_META = 'app-modules'
