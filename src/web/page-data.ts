/**
 * What the server hands to the browser with the first page, in a JSON script tag (not an inline
 * script, so a strict Content-Security-Policy needs no exception).
 */
export type PageData = {
  /** What each matched route's loader returned, by route id. */
  loaderData: Record<string, unknown>
  errors: Record<string, SerializedRouteError> | null
}

export type SerializedRouteError = { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }

export const PAGE_DATA_ELEMENT_ID = 'page-data'

/** JSON that is safe inside <script>: no '</script>' or '<!--' can be formed. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
