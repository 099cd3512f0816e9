/** Spec §2: start-up fails loudly when the page has no root element to mount into (a message for whoever built the page). */
export function findRootElement(doc: Pick<Document, 'getElementById'>): HTMLElement {
  const element = doc.getElementById('root')
  if (!element) throw new Error('The page has no <div id="root"> to start in.')
  return element
}
