import type { ReactNode } from 'react'

/** One card of /profil: the account's own sections and those other features add to it. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card min-w-0 p-6">
      <h2 className="heading-2">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
