import type { ReactNode } from 'react'
import { AuthProvider } from '#core/auth/auth-context.tsx'

export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>
}
