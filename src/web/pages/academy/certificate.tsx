import { useLoaderData } from 'react-router'
import { CertificatePage, certificateMeta } from '#features/courses/components/certificate-page.tsx'
import type { Certificate } from '#features/courses/learning.api.ts'
import type { RouteHandle } from '../../route-meta.ts'

/** What `certificateLoader` gives: the certificate, or null for an unknown code (HTTP 404). */
type LoaderData = { certificate: Certificate | null; code: string }

export const handle: RouteHandle = {
  meta: ({ data }) => certificateMeta((data as LoaderData | undefined)?.certificate ?? null),
}

export default function CertificateRoute() {
  const { certificate, code } = useLoaderData() as LoaderData
  return <CertificatePage certificate={certificate} code={code} />
}
