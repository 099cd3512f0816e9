import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import { formatDate, formatPrice } from '#core/format/format.ts'
import { fetchOrders, ORDER_STATUS_LABELS, type Order } from '../commerce.api.ts'

/** "Mes commandes" on /profil: number, formula, amount, status, date, renewal and receipt link. */
export function OrdersSection() {
  const [orders, setOrders] = useState<Order[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let active = true
    fetchOrders().then(
      answer => active && setOrders(answer),
      (failure: unknown) => active && setError(errorMessage(failure)),
    )
    return () => {
      active = false
    }
  }, [])

  return (
    <section className="card min-w-0 p-6 lg:col-span-2" aria-labelledby="profile-orders">
      <h2 id="profile-orders" className="heading-2">
        Mes commandes
      </h2>
      <div className="mt-4">
        {error ? <p role="alert">{error}</p> : null}
        {orders === null && !error ? <p>Chargement...</p> : null}
        {orders?.length === 0 ? <p>Aucune commande pour le moment.</p> : null}
        {orders && orders.length > 0 ? (
          // `relative`: the links' screen-reader text (absolutely placed) stays inside the scrolling
          // box instead of widening the page on a phone.
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="orders">
              <caption className="sr-only">Vos commandes de formules</caption>
              <thead>
                <tr className="border-b border-ink/20">
                  <th scope="col" className="py-2 pr-4">
                    N° de commande
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Formule
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Montant
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Statut
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Date
                  </th>
                  <th scope="col" className="py-2">
                    Reçu
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map(order => (
                  <tr key={order.id} className="border-b border-ink/10 align-top">
                    <td className="py-2 pr-4 font-mono">{order.number}</td>
                    <td className="py-2 pr-4">
                      {order.formulaName}
                      {order.status === 'paid' && order.periodEnd ? (
                        <span className="block text-ink/75">Renouvellement le {formatDate(order.periodEnd)}</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatPrice(order.amount, order.currency)}</td>
                    <td className="py-2 pr-4">
                      {ORDER_STATUS_LABELS[order.status]}
                      {order.testMode ? <span className="block text-ink/75">Mode test</span> : null}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDate(order.paidAt ?? order.createdAt)}</td>
                    <td className="py-2">
                      <Link to={`/paiement/recu/${order.id}`} className="font-semibold text-indigo underline">
                        {order.status === 'paid' ? 'Voir le reçu' : 'Voir'}
                        <span className="sr-only"> de la commande {order.number}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  )
}
