import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AuthProvider } from '#core/auth/auth-context.tsx'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider value={{ user: null, isLoading: false }}>{children}</AuthProvider>
    </QueryClientProvider>
  )
}
