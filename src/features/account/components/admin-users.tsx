import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '#core/http/error-message.ts'
import { useAuth } from '#core/auth/auth-context.tsx'
import { userUpdated } from '#core/auth/auth-store.ts'
import { ROLE_LABELS } from '../account.api.ts'
import { ASSIGNABLE_ROLES, changeUserRole, fetchUsers, type AdminUser } from '../users-admin.api.ts'
import { LoadState, useAdminData } from '#core/ui/admin-kit.tsx'
import { useActionNotice } from '#core/ui/action-notice.tsx'
import {
  Badge,
  FilterGroup,
  formatDateTime,
  numberFormat,
  Pagination,
  SearchBox,
  TABLE_CLASS,
  TD_CLASS,
  TH_CLASS,
  ScrollArea,
} from '#core/ui/admin-list.tsx'

const ROLE_FILTERS = [
  { value: '', label: 'Tous' },
  { value: 'Élève', label: 'Élèves' },
  { value: 'client', label: 'Clients' },
  { value: 'Professeur', label: 'Professeurs' },
  { value: 'Admin', label: 'Administrateurs' },
] as const

function RoleEditor({
  account,
  isSelf,
  onChanged,
  onFailed,
}: {
  account: AdminUser
  isSelf: boolean
  onChanged: (account: AdminUser, role: string) => void
  onFailed: (message: string) => void
}) {
  const id = useId()
  const [role, setRole] = useState<string>(account.role)
  const [pending, setPending] = useState(false)
  useEffect(() => setRole(account.role), [account.role])

  const save = async () => {
    if (role === account.role || pending) return
    setPending(true)
    try {
      await changeUserRole(account.id, role)
      onChanged(account, role)
    } catch (error) {
      setRole(account.role)
      onFailed(errorMessage(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Rôle de {account.name}
        {isSelf ? ' (vous)' : ''}
      </label>
      <select id={id} className="input py-1.5" value={role} onChange={event => setRole(event.target.value)}>
        {ASSIGNABLE_ROLES.map(value => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button-secondary px-4 py-1.5 text-sm disabled:opacity-50"
        disabled={role === account.role || pending}
        onClick={() => void save()}
      >
        {pending ? 'Enregistrement…' : 'Enregistrer'}
        <span className="sr-only"> le rôle de {account.name}</span>
      </button>
    </div>
  )
}

export function AdminUsers() {
  const { user: me } = useAuth()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const role = ROLE_FILTERS.find(option => option.value === params.get('role'))?.value ?? ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const users = useAdminData(() => fetchUsers({ q, role, page }), `${q}\u0000${role}\u0000${page}`)
  const notice = useActionNotice()

  const navigate = (next: { q?: string; role?: string; page?: number }) => {
    const search = new URLSearchParams()
    const nextQ = next.q ?? q
    const nextRole = next.role ?? role
    if (nextQ) search.set('q', nextQ)
    if (nextRole) search.set('role', nextRole)
    if ((next.page ?? 1) > 1) search.set('page', String(next.page))
    setParams(search)
  }

  const changed = (account: AdminUser, newRole: string) => {
    notice.announce(
      true,
      `Rôle de « ${account.name} » changé : ${ROLE_LABELS[account.role] ?? account.role} → ${ROLE_LABELS[newRole] ?? newRole}. Ses autres sessions sont fermées.`,
    )
    if (account.id === me?.id) userUpdated({ role: newRole })
    else users.reload()
  }

  return (
    <>
      <div className="mt-6 flex flex-col gap-4">
        <SearchBox label="Rechercher par nom ou adresse e-mail" value={q} onSearch={text => navigate({ q: text })} />
        <FilterGroup label="Rôle" options={ROLE_FILTERS} value={role} onChange={value => navigate({ role: value })} />
      </div>
      {notice.view}
      <LoadState loaded={users}>
        {data =>
          data.users.length === 0 ? (
            <p className="mt-6">Aucun compte ne correspond.</p>
          ) : (
            <>
              <p className="mt-4 text-sm text-ink/80">{numberFormat.format(data.total)} compte(s)</p>
              <ScrollArea label="Comptes" className="card mt-2">
                <table className={TABLE_CLASS}>
                  <caption className="sr-only">Comptes du site, du plus récent au plus ancien, avec leur rôle</caption>
                  <thead className="bg-indigo/5">
                    <tr>
                      <th scope="col" className={TH_CLASS}>
                        Nom
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Adresse e-mail
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Inscrit le
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Activé
                      </th>
                      <th scope="col" className={TH_CLASS}>
                        Rôle
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.users.map(account => (
                      <tr key={account.id} className="border-t border-ink/10">
                        <th scope="row" className={`${TD_CLASS} font-semibold`}>
                          {account.name}
                          {account.id === me?.id ? (
                            <span className="ml-2">
                              <Badge tone="neutral">vous</Badge>
                            </span>
                          ) : null}
                        </th>
                        <td className={`${TD_CLASS} break-all`}>{account.email}</td>
                        <td className={`${TD_CLASS} whitespace-nowrap`}>{formatDateTime(account.createdAt)}</td>
                        <td className={TD_CLASS}>{account.emailVerified ? 'Oui' : 'Non'}</td>
                        <td className={TD_CLASS}>
                          <RoleEditor
                            account={account}
                            isSelf={account.id === me?.id}
                            onChanged={changed}
                            onFailed={text => notice.announce(false, text)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollArea>
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onChange={next => navigate({ page: next })}
              />
            </>
          )
        }
      </LoadState>
    </>
  )
}
