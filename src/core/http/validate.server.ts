import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { AppError, invalidInputMessage } from './app-error.ts'

/**
 * `zValidator` that turns a failed parse into our 400 `INVALID_INPUT` error, naming each field,
 * so bad input never reaches a handler and never becomes a 500.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, result => {
    if (!result.success) {
      const fields: Record<string, string> = {}
      for (const issue of result.error.issues) {
        const name = issue.path.join('.') || target
        fields[name] ??= issue.message
      }
      throw new AppError('INVALID_INPUT', invalidInputMessage(fields), fields)
    }
  })
}
