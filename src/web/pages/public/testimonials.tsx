import { staticMeta, type RouteHandle } from '../../route-meta.ts'
import { useLoaderData } from 'react-router'
import type { testimonialsLoader } from '../../loaders.ts'
import { TestimonialCard } from '#features/testimonials/components/testimonial-card.tsx'

export const handle: RouteHandle = {
  meta: staticMeta('Témoignages', 'Ce que disent de nous les artistes, partenaires et élèves de Gombiste Records.'),
}

export default function TestimonialsPage() {
  const { testimonials } = useLoaderData<typeof testimonialsLoader>()
  const groups = [
    { type: 'client' as const, title: 'Artistes et partenaires' },
    { type: 'student' as const, title: 'Élèves de l’académie' },
  ]
  return (
    <div className="container-page py-12">
      <h1 className="heading-1">Témoignages</h1>
      <p className="mt-3 max-w-2xl">Ceux qui ont enregistré, joué ou appris avec nous racontent leur expérience.</p>
      {groups.map(group => (
        <section key={group.type} className="mt-10" aria-labelledby={`testimonials-${group.type}`}>
          <h2 id={`testimonials-${group.type}`} className="heading-2">
            {group.title}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials
              .filter(testimonial => testimonial.type === group.type)
              .map(testimonial => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
