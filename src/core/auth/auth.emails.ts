import type { MailMessage } from '#core/mail/mailer.server.ts'

/** French transactional emails, each with a plain-text part and a simple accessible HTML part. */
function layout(title: string, paragraphs: string[], action: { label: string; link: string }, footer: string) {
  const escapeHtml = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
  const html = `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1b1530;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map(paragraph => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#e0a526;color:#120e22;padding:10px 18px;border-radius:20px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(action.link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
<p style="font-size:13px;color:#555">Gombiste Records — Douala</p>
</body></html>`
  const text = [
    title,
    '',
    ...paragraphs.flatMap(paragraph => [paragraph, '']),
    `${action.label} : ${action.link}`,
    '',
    footer,
    '',
    'Gombiste Records — Douala',
  ].join('\n')
  return { html, text }
}

export function activationEmail(input: { to: string; name: string; link: string }): MailMessage {
  const { html, text } = layout(
    'Activez votre compte Gombiste Records',
    [
      `Bonjour ${input.name},`,
      'Merci pour votre inscription ! Pour confirmer votre adresse e-mail, ouvrez le lien ci-dessous (il est valable 24 heures) : vous pourrez ensuite payer une formule, commenter et recevoir vos reçus.',
    ],
    { label: 'Activer mon compte', link: input.link },
    'Vous n’êtes pas à l’origine de cette inscription ? Ignorez simplement ce message : le compte ne sera pas activé.',
  )
  return { to: input.to, subject: 'Activez votre compte Gombiste Records', text, html }
}

export function passwordResetEmail(input: { to: string; name: string; link: string }): MailMessage {
  const { html, text } = layout(
    'Réinitialisation de votre mot de passe',
    [
      `Bonjour ${input.name},`,
      'Vous avez demandé à changer votre mot de passe. Ouvrez le lien ci-dessous pour en choisir un nouveau. Il est valable une heure et ne sert qu’une fois.',
      'Une fois le mot de passe changé, vos autres sessions seront fermées.',
    ],
    { label: 'Choisir un nouveau mot de passe', link: input.link },
    'Vous n’avez rien demandé ? Ignorez ce message : votre mot de passe reste inchangé.',
  )
  return { to: input.to, subject: 'Réinitialisation de votre mot de passe', text, html }
}
