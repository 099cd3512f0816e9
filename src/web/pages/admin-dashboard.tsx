import { staticMeta, type RouteHandle } from '../route-meta.ts'
import { useEffect, useState } from 'react'
import { Spinner } from '#core/ui/spinner.tsx'
import { errorMessage, fetchAccountStats, ROLE_LABELS, type AccountStats } from '#features/account/account.api.ts'
import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { FormAlert } from './auth-form.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Administration — tableau de bord', 'Accès réservé à l’équipe du label.', { noIndex: true }),
}

const ROLE_CARDS = [
  { role: 'Élève', label: 'Élèves' },
  { role: 'client', label: 'Clients' },
  { role: 'Admin', label: 'Administrateurs' },
] as const

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' })

type Stats = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; stats: AccountStats }

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="card p-5">
      <dt className="text-sm font-semibold text-ink/80">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold">{value}</dd>
    </div>
  )
}

function Dashboard() {
  const [stats, setStats] = useState<Stats>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    setStats({ state: 'loading' })
    fetchAccountStats().then(
      (answer) => active && setStats({ state: 'ready', stats: answer }),
      (error: unknown) => active && setStats({ state: 'failed', message: errorMessage(error) }),
    )
    return () => {
      active = false
    }
  }, [attempt])

  if (stats.state === 'loading') return <Spinner />
  if (stats.state === 'failed') {
    return (
      <div className="mt-8 max-w-xl space-y-4">
        <FormAlert message={stats.message} />
        <button type="button" className="button-secondary" onClick={() => setAttempt((count) => count + 1)}>
          Réessayer
        </button>
      </div>
    )
  }

  const { usersByRole, enrolments, latestSignUps } = stats.stats
  return (
    <>
      <h2 className="heading-2 mt-10">Comptes</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {ROLE_CARDS.map(({ role, label }) => (
          <StatCard key={role} label={label} value={usersByRole[role] ?? 0} />
        ))}
        <StatCard label="Inscriptions aux formules" value={enrolments} />
      </dl>

      <h2 className="heading-2 mt-10">Dernières inscriptions</h2>
      {latestSignUps.length === 0 ? (
        <p className="mt-4">Aucune inscription pour le moment.</p>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Les dix derniers comptes créés, du plus récent au plus ancien</caption>
            <thead className="bg-indigo/5">
              <tr>
                <th scope="col" className="px-4 py-3">Nom</th>
                <th scope="col" className="px-4 py-3">Adresse e-mail</th>
                <th scope="col" className="px-4 py-3">Profil</th>
                <th scope="col" className="px-4 py-3">Inscrit le</th>
                <th scope="col" className="px-4 py-3">Activé</th>
              </tr>
            </thead>
            <tbody>
              {latestSignUps.map((account) => (
                <tr key={account.id} className="border-t border-ink/10">
                  <td className="px-4 py-3 font-semibold">{account.name}</td>
                  <td className="px-4 py-3 break-all">{account.email}</td>
                  <td className="px-4 py-3">{ROLE_LABELS[account.role] ?? account.role}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{dateTime.format(new Date(account.createdAt))}</td>
                  <td className="px-4 py-3">{account.emailVerified ? 'Oui' : 'Non'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

export default function AdminDashboardPage() {
  return (
    <AdminShell title="Tableau de bord" intro="Bienvenue dans l’espace d’administration : les comptes du site et les inscriptions aux formules.">
      <Dashboard />
    </AdminShell>
  )
}
