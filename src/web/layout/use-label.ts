import { useRouteLoaderData } from 'react-router'
import type { rootLoader } from '../loaders.ts'

/** The label's info, services, news, press kit and booking block, loaded once for every page. */
export function useLabel() {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  return data?.label
}
