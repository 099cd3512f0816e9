import type { LanguageModelV3, LanguageModelV3StreamPart } from '@ai-sdk/provider'
import { moreLine } from '../../tutor/respond.ts'

/**
 * Keeps the source of a grounded answer: when a configured model answered from the retrieved
 * passages but left out the link to them, the "Pour aller plus loin" line is added at the end of its
 * text (a turn that only calls a tool is left as it is).
 */
export function withSourceLink(
  model: LanguageModelV3,
  link: { label: string; href: string } | undefined,
): LanguageModelV3 {
  if (!link) return model
  const line = moreLine(link)
  return {
    ...model,
    specificationVersion: 'v3',
    provider: model.provider,
    modelId: model.modelId,
    supportedUrls: model.supportedUrls,
    doGenerate: async options => {
      const result = await model.doGenerate(options)
      const text = result.content.map(part => (part.type === 'text' ? part.text : '')).join('')
      if (!text.trim() || text.includes(link.href)) return result
      return { ...result, content: [...result.content, { type: 'text', text: `\n\n${line}` }] }
    },
    doStream: async options => {
      const result = await model.doStream(options)
      let text = ''
      const stream = result.stream.pipeThrough(
        new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
          transform(part, controller) {
            if (part.type === 'text-delta') text += part.delta
            if (part.type === 'finish' && text.trim() && !text.includes(link.href)) {
              controller.enqueue({ type: 'text-start', id: 'source-link' })
              controller.enqueue({ type: 'text-delta', id: 'source-link', delta: `\n\n${line}` })
              controller.enqueue({ type: 'text-end', id: 'source-link' })
            }
            controller.enqueue(part)
          },
        }),
      )
      return { ...result, stream }
    },
  }
}
