import { describe, expect, test } from 'vitest'
import { parseInline, parseMarkdown, safeHref } from './markdown.ts'

describe('parseMarkdown', () => {
  test('reads headings, paragraphs, lists, quotes, images and YouTube lines', () => {
    const blocks = parseMarkdown(
      '## Titre\n\nUn **texte** avec [un lien](https://example.org).\n\n- un\n- deux\n\n> Une citation\n\n![Photo](/media/x.webp)\n\n[youtube:dQw4w9WgXcQ]',
    )
    expect(blocks.map(block => block.kind)).toEqual(['heading', 'paragraph', 'list', 'quote', 'image', 'youtube'])
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Un ' },
        { kind: 'strong', children: [{ kind: 'text', text: 'texte' }] },
        { kind: 'text', text: ' avec ' },
        { kind: 'link', href: 'https://example.org', children: [{ kind: 'text', text: 'un lien' }] },
        { kind: 'text', text: '.' },
      ],
    })
  })

  test('a line [video:…] shows one of our clips, with its poster if given; other addresses stay text', () => {
    expect(parseMarkdown('[video:/media/video/ndolo-na-wa-clip.mp4]')).toEqual([
      { kind: 'video', src: '/media/video/ndolo-na-wa-clip.mp4' },
    ])
    expect(
      parseMarkdown('[video:/media/video/ndolo-na-wa-clip.mp4 /media/images/posters/ndolo-na-wa-clip-640.webp]'),
    ).toEqual([
      {
        kind: 'video',
        src: '/media/video/ndolo-na-wa-clip.mp4',
        posterUrl: '/media/images/posters/ndolo-na-wa-clip-640.webp',
      },
    ])
    for (const line of [
      '[video:https://evil.example/x.mp4]',
      '[video:/media/video/../x.mp4]',
      '[video:/media/video/x.mp4 javascript:alert(1)]',
      '[video:/media/video/x.mp4" onerror="alert(1)]',
    ]) {
      expect(
        parseMarkdown(line).map(block => block.kind),
        line,
      ).toEqual(['paragraph'])
    }
  })

  test.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    '//evil.example/x',
  ])('refuses the dangerous link %s', href => {
    expect(safeHref(href)).toBeNull()
    const nodes = parseInline(`[clic](${href})`)
    expect(nodes.some(node => node.kind === 'link')).toBe(false)
    expect(nodes[0]).toEqual({ kind: 'text', text: expect.stringContaining('clic') })
  })

  test('raw HTML stays text', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>')
    expect(blocks).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ])
  })
})
