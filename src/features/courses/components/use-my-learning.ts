import { useEffect, useState } from 'react'
import { fetchFormulas } from '#features/catalog/academy.api.ts'
import { fetchMyCertificates, fetchOverview } from '../learning.api.ts'
import { useLearning } from './use-learning.ts'

export type Formula = Awaited<ReturnType<typeof fetchFormulas>>[number]
export type MyLearning = Awaited<ReturnType<typeof loadMyLearning>>
const loadMyLearning = () => Promise.all([fetchOverview(), fetchMyCertificates()])

/**
 * What "Mes cours" and "Ma progression" on /profil show, in one request: the student's progress and
 * certificates; and the academy's formulas, to name the student's own.
 */
export function useMyLearning(userId: string) {
  const [learning] = useLearning(userId, loadMyLearning)
  const [formulas, setFormulas] = useState<Formula[] | null>(null)

  useEffect(() => {
    let active = true
    fetchFormulas().then(
      answer => active && setFormulas(answer),
      () => active && setFormulas([]),
    )
    return () => {
      active = false
    }
  }, [])

  return { learning, formulas }
}
