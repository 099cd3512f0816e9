import { fieldId, type FieldErrors } from './field.tsx'
import { ResponsiveImage } from './responsive-image.tsx'

/**
 * The image of a record in an admin form: the current image stays unless another one is chosen
 * among `choices` (images the site already uses). One small component on purpose: the upload
 * pipeline's media picker can replace it without touching the forms around it.
 */
export function ImageField({
  form,
  name,
  label,
  value,
  choices,
  errors,
  onChange,
}: {
  form: string
  name: string
  label: string
  value: string
  /** URLs of the images one may switch to; the current one is always offered. */
  choices: readonly string[]
  errors: FieldErrors
  onChange: (url: string) => void
}) {
  const id = fieldId(form, name)
  const error = errors[name]
  const options = [...new Set([value, ...choices].filter(Boolean))]
  return (
    <fieldset className="rounded-xl border border-ink/15 p-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 font-semibold">{label}</legend>
      <p className="text-sm text-ink/80">Gardez l’image actuelle ou choisissez-en une autre parmi celles du site.</p>
      {error ? (
        <p id={`${id}-error`} tabIndex={-1} aria-invalid="true" className="mt-1 text-sm font-semibold text-terracotta">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {options.map((url, index) => {
          const optionId = `${id}-${index}`
          return (
            <div key={url} className="relative">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={url}
                checked={url === value}
                onChange={() => onChange(url)}
                className="peer absolute top-2 left-2 size-5 accent-indigo"
              />
              <label
                htmlFor={optionId}
                className="block cursor-pointer overflow-hidden rounded-lg ring-2 ring-transparent peer-checked:ring-indigo peer-focus-visible:ring-gold-dark"
              >
                <ResponsiveImage src={url} alt="" sizes="160px" className="aspect-[16/10] w-full object-cover" />
                <span className="block truncate px-1 py-1 text-xs">
                  {url === value ? 'Image actuelle — ' : ''}
                  {url.split('/').pop()}
                </span>
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
