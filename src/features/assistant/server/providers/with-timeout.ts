import type { LanguageModelV3, LanguageModelV3StreamPart } from '@ai-sdk/provider'

/** A provider that stayed silent too long; the chat turns it into a French message. */
export class ProviderTimeoutError extends Error {
  constructor(ms: number) {
    super(`the AI provider sent nothing for ${ms} ms`)
    this.name = 'ProviderTimeoutError'
  }
}

export function isProviderTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (
      current instanceof ProviderTimeoutError ||
      (current instanceof Error && current.name === 'ProviderTimeoutError')
    )
      return true
    current = current instanceof Error ? current.cause : undefined
  }
  return false
}

/**
 * Wraps a model so that waiting for the first byte, or for any next chunk, longer than `ms` aborts the
 * HTTP call and ends the stream with a `ProviderTimeoutError` (an error part, not a silent abort).
 * Time spent running tools between steps is not counted.
 */
export function withTimeout(model: LanguageModelV3, ms: number): LanguageModelV3 {
  const signalFor = (parent: AbortSignal | undefined) => {
    const controller = new AbortController()
    return { controller, signal: parent ? AbortSignal.any([parent, controller.signal]) : controller.signal }
  }
  return {
    specificationVersion: 'v3',
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    async doGenerate(options) {
      const { controller, signal } = signalFor(options.abortSignal)
      const timer = setTimeout(() => controller.abort(new ProviderTimeoutError(ms)), ms)
      try {
        return await model.doGenerate({ ...options, abortSignal: signal })
      } catch (error) {
        throw controller.signal.aborted ? new ProviderTimeoutError(ms) : error
      } finally {
        clearTimeout(timer)
      }
    },
    async doStream(options) {
      const { controller, signal } = signalFor(options.abortSignal)
      let timer = setTimeout(() => controller.abort(new ProviderTimeoutError(ms)), ms)
      let result: Awaited<ReturnType<LanguageModelV3['doStream']>>
      try {
        result = await model.doStream({ ...options, abortSignal: signal })
      } catch (error) {
        throw controller.signal.aborted ? new ProviderTimeoutError(ms) : error
      } finally {
        clearTimeout(timer)
      }
      const reader = result.stream.getReader()
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async pull(output) {
          const silence = new Promise<'silence'>(resolve => {
            timer = setTimeout(() => resolve('silence'), ms)
          })
          const next = await Promise.race([reader.read(), silence]).catch((error: unknown) => ({ failed: error }))
          clearTimeout(timer)
          if (next === 'silence') {
            controller.abort(new ProviderTimeoutError(ms))
            reader.cancel().catch(() => undefined)
            output.enqueue({ type: 'error', error: new ProviderTimeoutError(ms) })
            output.close()
          } else if ('failed' in next) {
            output.enqueue({
              type: 'error',
              error: controller.signal.aborted ? new ProviderTimeoutError(ms) : next.failed,
            })
            output.close()
          } else if (next.done) {
            output.close()
          } else {
            output.enqueue(next.value)
          }
        },
        cancel(reason) {
          clearTimeout(timer)
          return reader.cancel(reason)
        },
      })
      return { ...result, stream }
    },
  }
}
