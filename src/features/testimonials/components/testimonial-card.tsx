type Testimonial = { id: string; author: string; role: string; quote: string; type: 'client' | 'student' }

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card flex h-full flex-col p-6">
      <blockquote className="flex-1 font-display text-lg leading-relaxed">« {testimonial.quote} »</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold">{testimonial.author}</span>
        <span className="block text-ink/70">{testimonial.role}</span>
        <span className="chip mt-2">{testimonial.type === 'client' ? 'Client' : 'Élève'}</span>
      </figcaption>
    </figure>
  )
}
