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

test('a Markdown link and a bare site path become links too; a sentence’s full stop stays text', () => {
  expect(render('Voir [le cours de piano](/academie/piano/debutant).')).toBe(
    'Voir <a class="underline hover:no-underline" href="/academie/piano/debutant" data-discover="true">le cours de piano</a>.',
  )
  expect(render('Réserve sur /profil/cours, ou compose sur /tutor.')).toBe(
    'Réserve sur <a class="underline hover:no-underline" href="/profil/cours" data-discover="true">/profil/cours</a>, ou compose sur <a class="underline hover:no-underline" href="/tutor" data-discover="true">/tutor</a>.',
  )
  // Not paths: a fraction, a time signature, a word after a slash.
  expect(render('Joue 3/4 puis 6/8, et/ou les deux.')).toBe('Joue 3/4 puis 6/8, et/ou les deux.')
})
