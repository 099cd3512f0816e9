/** fontkit (pdfkit's font engine) ships no types: the part the PDF module uses, a font parsed once. */
declare module 'fontkit' {
  export type Font = { readonly postscriptName: string }
  export function create(data: Uint8Array): Font
}
