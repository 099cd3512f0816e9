import { AdminShell } from '#features/admin/components/admin-shell.tsx'
import { AdminPortfolio } from '#features/portfolio/components/admin-portfolio.tsx'

export default function AdminPortfolioPage() {
  return (
    <AdminShell
      title="Portfolio"
      intro="Les clips et albums de la page Portfolio : chaque modification y apparaît aussitôt."
    >
      <AdminPortfolio />
    </AdminShell>
  )
}
