/** Shown wherever the embedded test provider is involved: no real money moves. */
export function TestModeNotice() {
  return (
    <p
      className="rounded-lg border-2 border-dashed border-terracotta bg-terracotta/10 px-4 py-3 text-sm"
      data-testid="test-mode"
    >
      <strong className="mr-1 uppercase">Mode test</strong>
      Aucun paiement réel n’est effectué : le paiement est simulé, aucun argent n’est débité.
    </p>
  )
}
