import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { formatPrice, type Currency } from '#core/format/format.ts'
import { ROLE_LABELS } from '#features/account/account.api.ts'
import { ORDER_STATUS_LABELS } from '#features/commerce/commerce.api.ts'
import { LoadState, useAdminData } from '#core/ui/admin-kit.tsx'
import {
  FilterGroup,
  formatDateTime,
  numberFormat,
  TABLE_CLASS,
  TD_CLASS,
  TH_CLASS,
  ScrollArea,
} from '#core/ui/admin-list.tsx'
import { BarChart } from './admin-bar-chart.tsx'
import { fetchOverview, retryJob, type Overview, type OverviewPeriod } from '../admin-overview.api.ts'
import { adminPaths } from '#core/admin-paths.ts'
import { paths } from '#core/paths.ts'

const PERIODS = [
  { value: '30', label: '30 derniers jours' },
  { value: '90', label: '90 derniers jours' },
  { value: '365', label: '12 derniers mois' },
] as const satisfies readonly { value: OverviewPeriod; label: string }[]

const ROLE_CARDS = [
  { role: 'Élève', label: 'Élèves' },
  { role: 'client', label: 'Clients' },
  { role: 'Admin', label: 'Administrateurs' },
] as const

const count = (value: number) => numberFormat.format(value)

function money(currency: string) {
  return (value: number) =>
    currency === 'EUR' || currency === 'XAF' ? formatPrice(value, currency as Currency) : `${count(value)} ${currency}`
}

function StatCard({ label, value, to, hint }: { label: string; value: string; to?: string; hint?: string }) {
  return (
    <div className="card p-4 sm:p-5">
      <dt className="text-sm font-semibold text-ink/80">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold sm:text-3xl">{value}</dd>
      {hint ? <dd className="mt-1 text-sm text-ink/80">{hint}</dd> : null}
      {to ? (
        <dd className="mt-2">
          <Link to={to} className="text-sm font-semibold text-indigo underline hover:text-gold-dark">
            Ouvrir<span className="sr-only"> : {label}</span>
          </Link>
        </dd>
      ) : null}
    </div>
  )
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="heading-2">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}

function RankedList({
  title,
  empty,
  items,
}: {
  title: string
  empty: string
  items: { key: string; label: ReactNode; detail: string }[]
}) {
  return (
    <div className="card p-5">
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink/80">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2 text-sm">
          {items.map((item, index) => (
            <li key={item.key} className="flex gap-2">
              <span className="font-semibold text-ink/60">{index + 1}.</span>
              <span className="min-w-0 flex-1">
                <span className="font-semibold">{item.label}</span>
                <span className="block text-ink/80">{item.detail}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

function periodWords(period: number) {
  return period === 365 ? 'sur 12 mois' : `sur ${period} jours`
}

/**
 * The optional services and their state: visitors never see an option that is not configured (the
 * sign-in page shows only the configured providers), so this is where admins learn what is missing.
 */
function ServicesSection({ services }: { services: Overview['services'] }) {
  const rows: { name: string; on: boolean; state: string; setting: string }[] = [
    {
      name: 'Connexion avec Google',
      on: services.google,
      state: services.google ? 'Proposée aux visiteurs' : 'Non configurée : le bouton est masqué',
      setting: services.settings.google,
    },
    {
      name: 'Connexion avec Facebook',
      on: services.facebook,
      state: services.facebook ? 'Proposée aux visiteurs' : 'Non configurée : le bouton est masqué',
      setting: services.settings.facebook,
    },
    {
      name: 'Paiement par carte (Stripe)',
      on: services.stripe,
      state: services.stripe ? 'Actif' : 'Non configuré',
      setting: services.settings.stripe,
    },
    {
      name: 'Mobile money (CinetPay)',
      on: services.cinetpay,
      state: services.cinetpay ? 'Actif' : 'Non configuré',
      setting: services.settings.cinetpay,
    },
    {
      name: 'Paiements en mode test',
      on: !services.testPayments,
      state: services.testPayments
        ? 'Actif : les paiements sont simulés (affiché « Mode test » aux élèves), aucun argent réel'
        : 'Désactivé : un prestataire réel est configuré',
      setting: 'actif tant qu’aucun prestataire n’est configuré',
    },
    {
      name: 'Envoi des e-mails',
      on: services.mail === 'smtp',
      state: services.mail === 'smtp' ? 'Serveur SMTP' : 'Boîte d’envoi locale : les liens sont écrits dans le journal',
      setting: services.settings.mail,
    },
    {
      name: 'Professeur IA',
      on: services.assistant !== 'none',
      state:
        services.assistant === 'builtin'
          ? 'Professeur intégré (hors ligne)'
          : services.assistant === 'none'
            ? 'Désactivé : l’assistant se dit indisponible'
            : `Fournisseur « ${services.assistant} »`,
      setting: services.settings.assistant,
    },
  ]
  return (
    <Section title="Services du site">
      <p className="mt-2 text-sm text-ink/80">
        Visible des administrateurs seulement. Un service se règle par une variable d’environnement du serveur (voir le
        README).
      </p>
      <ul className="card mt-4 divide-y divide-ink/10" data-testid="services-state">
        {rows.map(row => (
          <li key={row.name} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
            <span aria-hidden="true" className={row.on ? 'text-forest' : 'text-terracotta'}>
              {row.on ? '●' : '○'}
            </span>
            <span className="font-semibold">{row.name}</span>
            <span>: {row.state}</span>
            <code className="break-all text-xs text-ink/70">{row.setting}</code>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function FailedJobs({ jobs, onRetried }: { jobs: Overview['failedJobs']; onRetried: () => void }) {
  const [pending, setPending] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  if (jobs.length === 0)
    return (
      <>
        {message ? (
          <p role="status" className="mt-4 font-semibold">
            {message}
          </p>
        ) : null}
        <p className="mt-4">Aucune tâche en échec : les e-mails et les rappels partent normalement.</p>
      </>
    )
  const retry = async (job: Overview['failedJobs'][number]) => {
    setPending(job.id)
    setMessage(null)
    try {
      await retryJob(job.id)
      setMessage(`« ${job.label} » est relancée.`)
      onRetried()
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'La tâche n’a pas pu être relancée.')
    } finally {
      setPending(null)
    }
  }
  return (
    <>
      <p className="mt-2 text-sm text-ink/80">
        Ces tâches ont été réessayées plusieurs fois sans succès. Corrigez la cause indiquée (serveur d’e-mail,
        réglages), puis relancez-les.
      </p>
      {message ? (
        <p role="status" className="mt-2 font-semibold">
          {message}
        </p>
      ) : null}
      <ul className="card mt-4 divide-y divide-ink/10">
        {jobs.map(job => (
          <li key={job.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <span className="min-w-0 flex-1">
              <time dateTime={job.failedAt} className="mr-2 whitespace-nowrap text-ink/80">
                {formatDateTime(job.failedAt)}
              </time>
              <span className="font-semibold">{job.label}</span> ({count(job.attempts)} essais) :{' '}
              <span className="break-words">{job.error}</span>
            </span>
            <button
              type="button"
              className="button-secondary"
              disabled={pending !== null}
              onClick={() => void retry(job)}
            >
              {pending === job.id ? 'Relance…' : 'Relancer'}
              <span className="sr-only"> : {job.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

function Dashboard({ data, onChanged }: { data: Overview; onChanged: () => void }) {
  const { pending, users, enrolments, series, ordersByStatus } = data
  const within = periodWords(data.period)
  const waiting = pending.comments + pending.contactMessages + pending.bookingRequests + pending.quoteRequests
  return (
    <>
      <Section title="À traiter">
        <p className="mt-2 text-sm text-ink/80">
          {waiting === 0
            ? 'Rien n’attend de réponse pour le moment.'
            : `${count(waiting)} élément(s) attendent une décision ou une réponse.`}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            label="Commentaires à vérifier"
            value={count(pending.comments)}
            to={`${adminPaths.comments()}?filtre=a-verifier`}
          />
          <StatCard
            label="Messages non traités"
            value={count(pending.contactMessages)}
            to={`${adminPaths.requests()}?onglet=messages`}
          />
          <StatCard
            label="Réservations non traitées"
            value={count(pending.bookingRequests)}
            to={`${adminPaths.requests()}?onglet=reservations`}
          />
          <StatCard
            label="Devis non traités"
            value={count(pending.quoteRequests)}
            to={`${adminPaths.requests()}?onglet=devis`}
          />
        </dl>
      </Section>

      <Section title="Comptes">
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {ROLE_CARDS.map(({ role, label }) => (
            <StatCard key={role} label={label} value={count(users.byRole[role] ?? 0)} />
          ))}
          <StatCard
            label="Inscriptions aux formules"
            value={count(enrolments.current)}
            hint={`${count(enrolments.newInPeriod)} nouvelle(s) ${within}`}
          />
        </dl>
        <p className="mt-3 text-sm">
          {count(users.total)} compte(s) au total, dont {count(users.newInPeriod)} créé(s) {within}.{' '}
          <Link to={adminPaths.users()} className="font-semibold text-indigo underline hover:text-gold-dark">
            Gérer les utilisateurs
          </Link>
        </p>
      </Section>

      <Section title="Évolution">
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <BarChart
            title="Nouveaux comptes"
            buckets={data.buckets}
            unit={data.unit}
            values={series.signUps}
            format={count}
          />
          <BarChart
            title="Nouvelles inscriptions aux formules"
            buckets={data.buckets}
            unit={data.unit}
            values={series.enrolments}
            format={count}
            tone="forest"
          />
          {series.revenue.map(revenue => (
            <BarChart
              key={revenue.currency}
              title={`Recettes en ${revenue.currency === 'XAF' ? 'francs CFA' : revenue.currency === 'EUR' ? 'euros' : revenue.currency}`}
              buckets={data.buckets}
              unit={data.unit}
              values={revenue.values}
              format={money(revenue.currency)}
              tone="gold"
            />
          ))}
        </div>
      </Section>

      <Section
        title="Commandes"
        action={
          <Link to={adminPaths.orders()} className="text-sm font-semibold text-indigo underline hover:text-gold-dark">
            Toutes les commandes
          </Link>
        }
      >
        <p className="mt-2 text-sm text-ink/80">Commandes créées {within}, par état.</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {(['paid', 'pending', 'failed', 'cancelled', 'refund_due'] as const).map(status => (
            <StatCard key={status} label={ORDER_STATUS_LABELS[status]} value={count(ordersByStatus[status] ?? 0)} />
          ))}
        </dl>
      </Section>

      <Section title="Contenus les plus suivis">
        <p className="mt-2 text-sm text-ink/80">Classés {within} (puis depuis toujours).</p>
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          <RankedList
            title="Articles les plus aimés"
            empty="Aucun « j’aime » pour le moment."
            items={data.topLikedPosts.map(post => ({
              key: post.id,
              label: (
                <Link to={paths.article(post.id)} className="underline hover:text-gold-dark">
                  {post.title}
                </Link>
              ),
              detail: `${count(post.periodCount)} ${within} · ${count(post.totalCount)} au total`,
            }))}
          />
          <RankedList
            title="Articles les plus commentés"
            empty="Aucun commentaire visible pour le moment."
            items={data.topCommentedPosts.map(post => ({
              key: post.id,
              label: (
                <Link to={paths.article(post.id)} className="underline hover:text-gold-dark">
                  {post.title}
                </Link>
              ),
              detail: `${count(post.periodCount)} ${within} · ${count(post.totalCount)} au total`,
            }))}
          />
          <RankedList
            title="Morceaux les plus écoutés"
            empty="Aucune écoute enregistrée pour le moment."
            items={data.topPlayedTracks.map(track => ({
              key: track.id,
              label: `${track.title} — ${track.artistName}`,
              detail: `${count(track.periodCount)} écoute(s) ${within} · ${count(track.totalCount)} au total`,
            }))}
          />
        </div>
      </Section>

      <Section title="Dernières inscriptions">
        {users.latestSignUps.length === 0 ? (
          <p className="mt-4">Aucune inscription pour le moment.</p>
        ) : (
          <ScrollArea label="Dernières inscriptions" className="card mt-4">
            <table className={TABLE_CLASS}>
              <caption className="sr-only">Les derniers comptes créés, du plus récent au plus ancien</caption>
              <thead className="bg-indigo/5">
                <tr>
                  <th scope="col" className={TH_CLASS}>
                    Nom
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Adresse e-mail
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Profil
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Inscrit le
                  </th>
                  <th scope="col" className={TH_CLASS}>
                    Activé
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.latestSignUps.map(account => (
                  <tr key={account.id} className="border-t border-ink/10">
                    <td className={`${TD_CLASS} font-semibold`}>{account.name}</td>
                    <td className={`${TD_CLASS} break-all`}>{account.email}</td>
                    <td className={TD_CLASS}>{ROLE_LABELS[account.role] ?? account.role}</td>
                    <td className={`${TD_CLASS} whitespace-nowrap`}>{formatDateTime(account.createdAt)}</td>
                    <td className={TD_CLASS}>{account.emailVerified ? 'Oui' : 'Non'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </Section>

      <ServicesSection services={data.services} />
      <Section title="Tâches en échec">
        <FailedJobs jobs={data.failedJobs} onRetried={onChanged} />
      </Section>

      <Section
        title="Dernières actions"
        action={
          <Link to={adminPaths.journal()} className="text-sm font-semibold text-indigo underline hover:text-gold-dark">
            Voir tout le journal
          </Link>
        }
      >
        {data.latestActions.length === 0 ? (
          <p className="mt-4">Aucune action enregistrée pour le moment.</p>
        ) : (
          <ul className="card mt-4 divide-y divide-ink/10">
            {data.latestActions.map(entry => (
              <li key={entry.id} className="px-4 py-3 text-sm">
                <time dateTime={entry.createdAt} className="mr-2 whitespace-nowrap text-ink/80">
                  {formatDateTime(entry.createdAt)}
                </time>
                <span className="font-semibold">{entry.actor.name}</span> : {entry.summary}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  )
}

export function AdminDashboard() {
  const [period, setPeriod] = useState<OverviewPeriod>('30')
  const overview = useAdminData(() => fetchOverview(period), period)
  return (
    <>
      <div className="mt-6">
        <FilterGroup label="Période" options={PERIODS} value={period} onChange={setPeriod} />
      </div>
      <LoadState loaded={overview}>{data => <Dashboard data={data} onChanged={overview.reload} />}</LoadState>
    </>
  )
}
