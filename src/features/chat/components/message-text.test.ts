import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { MessageText } from './message-text.tsx'

const render = (text: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(MessageText, { text })))

test('the source of an answer becomes a link to its page; the rest stays text', () => {
  expect(
    render('Respire par le ventre.\n\nPour aller plus loin : Cours Chant — Débutant (/academie/chant/debutant)'),
  ).toBe(
    'Respire par le ventre.\n\nPour aller plus loin : Cours Chant — Débutant <a class="underline hover:no-underline" href="/academie/chant/debutant" data-discover="true">(/academie/chant/debutant)</a>',
  )
  expect(render('Do, mi, sol (trois notes).')).toBe('Do, mi, sol (trois notes).')
  expect(render('<b>pas de HTML</b> (/blog/a)')).toContain('&lt;b&gt;pas de HTML&lt;/b&gt; <a')
})
