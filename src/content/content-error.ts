import type { z } from 'zod'

/** A content file that does not validate: the message names the file and each field at fault. */
export class ContentError extends Error {
  readonly file: string
  readonly problems: string[]

  constructor(file: string, problems: string[]) {
    super(problems.map(problem => `${file}: ${problem}`).join('\n'))
    this.name = 'ContentError'
    this.file = file
    this.problems = problems
  }
}

/** `blocks[2].abc`, the way a teacher finds the field in the file. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('')
}

/** The value checked by `schema`, or a ContentError naming `file` and the fields (under `prefix`). */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  file: string,
  prefix: PropertyKey[] = [],
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new ContentError(
    file,
    result.error.issues.map(issue => {
      const path = fieldPath([...prefix, ...issue.path])
      return path ? `${path}: ${issue.message}` : issue.message
    }),
  )
}
