import { Fragment } from 'react'
import { LocalVideo } from '#core/ui/local-video.tsx'
import { VideoFacade } from '#core/ui/video-facade.tsx'
import { parseMarkdown, type Inline } from '../markdown.ts'

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>
          case 'strong':
            return (
              <strong key={index}>
                <InlineNodes nodes={node.children} />
              </strong>
            )
          case 'em':
            return (
              <em key={index}>
                <InlineNodes nodes={node.children} />
              </em>
            )
          case 'link': {
            const isExternal = /^https?:/i.test(node.href)
            return (
              <a
                key={index}
                href={node.href}
                className="text-gold-dark underline"
                rel={isExternal ? 'noopener noreferrer nofollow' : undefined}
              >
                <InlineNodes nodes={node.children} />
              </a>
            )
          }
        }
      })}
    </>
  )
}

export function MarkdownContent({ source }: { source: string }) {
  const blocks = parseMarkdown(source)
  return (
    <div className="space-y-5 text-lg leading-relaxed">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="heading-2 pt-4">
                <InlineNodes nodes={block.children} />
              </h2>
            ) : (
              <h3 key={index} className="pt-2 font-display text-xl font-bold">
                <InlineNodes nodes={block.children} />
              </h3>
            )
          case 'paragraph':
            return (
              <p key={index}>
                <InlineNodes nodes={block.children} />
              </p>
            )
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul'
            return (
              <List key={index} className={`space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineNodes nodes={item} />
                  </li>
                ))}
              </List>
            )
          }
          case 'quote':
            return (
              <blockquote key={index} className="border-l-4 border-gold pl-4 font-display text-xl italic">
                <InlineNodes nodes={block.children} />
              </blockquote>
            )
          case 'image':
            return (
              <img
                key={index}
                src={block.src}
                alt={block.alt}
                loading="lazy"
                decoding="async"
                className="w-full rounded-xl"
              />
            )
          case 'youtube':
            return <VideoFacade key={index} youtubeId={block.videoId} title="Vidéo de l’article" />
          case 'video':
            return <LocalVideo key={index} src={block.src} posterUrl={block.posterUrl} title="Vidéo de l’article" />
        }
      })}
    </div>
  )
}
