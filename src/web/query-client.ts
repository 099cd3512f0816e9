import { QueryClient } from '@tanstack/react-query'

/**
 * A default staleTime keeps the data the server rendered from being fetched again right after
 * hydration (ssr-notes pitfall 3).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  })
}
