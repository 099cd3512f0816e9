import { LabelPage } from '#features/label/components/label-page.tsx'
import { useLabel } from '../../layout/use-label.ts'
import { staticMeta, type RouteHandle } from '../../route-meta.ts'

export const handle: RouteHandle = {
  meta: staticMeta(
    'Le label',
    'Qui sommes-nous : l’histoire de Gombiste Records depuis 2010, nos services, nos actualités et notre dossier de presse.',
  ),
}

export default function LabelRoute() {
  const label = useLabel()
  return label ? <LabelPage label={label} /> : null
}
