import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { RequireAuth } from '#core/auth/require-auth.tsx'
import { ADMIN_SECTIONS } from '../admin-sections.ts'

/**
 * The frame of every admin page: the Admin-only guard (the server checks the role again on every
 * endpoint), the section navigation, and the page's title. On phones the navigation scrolls sideways.
 */
export function AdminShell({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <RequireAuth role="Admin">
      <div className="container-page py-8 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-10 lg:py-12">
        <nav aria-label="Administration" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
          <ul className="flex gap-2 lg:sticky lg:top-24 lg:flex-col lg:gap-1">
            {ADMIN_SECTIONS.map(section => (
              <li key={section.id} className="shrink-0">
                <NavLink
                  to={section.path}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                      isActive ? 'bg-indigo text-white' : 'text-ink hover:bg-indigo/10'
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="mt-6 min-w-0 lg:mt-0">
          <h1 className="heading-1">{title}</h1>
          {intro ? <p className="mt-3 max-w-2xl">{intro}</p> : null}
          {children}
        </section>
      </div>
    </RequireAuth>
  )
}
