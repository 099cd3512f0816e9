/** Spec §2: start-up fails loudly when the page has no root element to mount into. */
export function findRootElement(doc: Pick<Document, 'getElementById'>): HTMLElement {
  const element = doc.getElementById('root')
  if (!element) throw new Error('Élément racine introuvable : la page doit contenir <div id="root">.')
  return element
}
