import { dateFormatter } from '#core/format/format.ts'
import type { MailMessage } from '#core/mail/mailer.server.ts'
import type { LabelInfo } from '#features/label/label.content.ts'
import { CURRENCIES } from '../contact.limits.ts'
import type { BookingRequestInput, ContactMessageInput } from '../contact.schemas.ts'

/**
 * The mails of the contact and booking forms. Whatever visitors typed is escaped in the HTML part and
 * never reaches a header except the subject of the label's copy, whose value the schema keeps to one
 * line (nodemailer encodes it). Confirmations to the sender carry no free text of theirs: the site
 * must not become a relay that sends anyone's words to any address.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`)
}

const frenchDateTime = dateFormatter({ dateStyle: 'full', timeStyle: 'short' })

export function formatEventDate(date: string): string {
  return dateFormatter({ dateStyle: 'full' }).format(new Date(`${date}T12:00:00Z`))
}

function formatAmount(amount: number | null, currency: 'EUR' | 'XAF'): string {
  if (amount === null) return 'non précisé'
  const label = CURRENCIES.find(item => item.value === currency)?.label ?? currency
  return `${new Intl.NumberFormat('fr-FR').format(amount)} ${label}`.replace(/\u202f/g, ' ')
}

type Row = [label: string, value: string]

function render(
  intro: string,
  rows: Row[],
  body: { title: string; text: string } | null,
  outro: string,
): { text: string; html: string } {
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label} : ${value}`),
    ...(body ? ['', `${body.title} :`, body.text] : []),
    '',
    outro,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(body
      ? [`<h3>${escapeHtml(body.title)}</h3>`, `<p style="white-space:pre-wrap">${escapeHtml(body.text)}</p>`]
      : []),
    `<p>${escapeHtml(outro)}</p>`,
  ].join('\n')
  return { text, html }
}

export function contactMailToLabel(
  info: LabelInfo,
  input: ContactMessageInput,
  reference: string,
  receivedAt: Date,
): MailMessage {
  const content = render(
    `Nouveau message reçu par le formulaire de contact du site (référence ${reference}).`,
    [
      ['Référence', reference],
      ['Reçu le', frenchDateTime.format(receivedAt)],
      ['Nom', input.name],
      ['E-mail', input.email],
      ['Objet', input.subject],
      ['Accepte d’être recontacté', 'oui'],
    ],
    { title: 'Message', text: input.message },
    'Répondez directement à ce mail : la réponse part vers l’expéditeur. Citez la référence.',
  )
  return { to: info.emails.contact, replyTo: input.email, subject: `[${reference}] ${input.subject}`, ...content }
}

export function contactConfirmation(info: LabelInfo, reference: string, receivedAt: Date, to: string): MailMessage {
  const content = render(
    `Bonjour, nous avons bien reçu votre message envoyé depuis le site de ${info.name}. Nous vous répondons en général sous 48 heures ouvrées.`,
    [
      ['Votre référence', reference],
      ['Reçu le', frenchDateTime.format(receivedAt)],
    ],
    null,
    `Pour toute question sur votre demande, citez la référence ${reference} : ${info.emails.contact}, ${info.phones[0] ?? ''}. Si vous n’êtes pas à l’origine de ce message, ignorez ce mail.`,
  )
  return { to, subject: `Nous avons bien reçu votre message — référence ${reference}`, ...content }
}

export function bookingMailToLabel(
  info: LabelInfo,
  input: BookingRequestInput & { artistName: string | null },
  reference: string,
  receivedAt: Date,
): MailMessage {
  const content = render(
    `Nouvelle demande de réservation reçue par le site (référence ${reference}).`,
    [
      ['Référence', reference],
      ['Reçue le', frenchDateTime.format(receivedAt)],
      ['Artiste', input.artistName ?? 'au choix du label'],
      ['Type d’événement', input.eventType],
      ['Date', formatEventDate(input.eventDate)],
      ['Ville', input.city],
      ['Lieu', input.venue || 'non précisé'],
      ['Public attendu', input.audience === null ? 'non précisé' : `${input.audience} personnes`],
      ['Budget', formatAmount(input.budgetAmount, input.budgetCurrency)],
      ['Nom', input.name],
      ['Téléphone', input.phone],
      ['E-mail', input.email],
    ],
    { title: 'Besoins techniques', text: input.technicalNeeds || 'non précisés' },
    'Répondez directement à ce mail : la réponse part vers le demandeur. Citez la référence.',
  )
  const artist = input.artistName ? ` — ${input.artistName}` : ''
  return {
    to: info.emails.booking,
    replyTo: input.email,
    subject: `[${reference}] Réservation ${input.eventType}${artist}, ${input.eventDate}, ${input.city}`,
    ...content,
  }
}

export function bookingConfirmation(
  info: LabelInfo,
  input: BookingRequestInput & { artistName: string | null },
  reference: string,
  receivedAt: Date,
): MailMessage {
  const content = render(
    `Bonjour, nous avons bien reçu votre demande de réservation envoyée depuis le site de ${info.name}. Notre équipe booking vous propose un artiste et un devis sous 48 heures.`,
    [
      ['Votre référence', reference],
      ['Reçue le', frenchDateTime.format(receivedAt)],
      ['Artiste', input.artistName ?? 'au choix du label'],
      ['Type d’événement', input.eventType],
      ['Date', formatEventDate(input.eventDate)],
    ],
    null,
    `Pour toute question sur votre demande, citez la référence ${reference} : ${info.emails.booking}, ${info.phones[0] ?? ''}. Si vous n’êtes pas à l’origine de cette demande, ignorez ce mail.`,
  )
  return { to: input.email, subject: `Votre demande de réservation — référence ${reference}`, ...content }
}
