/**
 * iCalendar invitations for lessons (RFC 5545 / iTIP RFC 5546). One UID per lesson, kept through every
 * change, and a SEQUENCE raised by each change: calendar apps update or remove the same event
 * instead of adding a second one. Times are UTC ('Z'); the apps show them in the reader's zone, and
 * the mail text gives Douala time.
 */
export type LessonInvitation = {
  method: 'REQUEST' | 'CANCEL'
  lessonId: string
  sequence: number
  summary: string
  description: string
  location: string
  startsAt: Date
  endsAt: Date
  organizer: { name: string; email: string }
  attendees: { name: string; email: string }[]
  url?: string | null
  now?: Date
}

export const ICS_DOMAIN = 'gombiste-records.cm'

export function lessonUid(lessonId: string): string {
  return `lesson-${lessonId}@${ICS_DOMAIN}`
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Text values escape backslash, semicolon, comma and newlines. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Parameter values holding ':', ';' or ',' are quoted; quotes themselves cannot appear. */
function quoteParam(value: string): string {
  const clean = value.replace(/"/g, "'")
  return /[:;,]/.test(clean) ? `"${clean}"` : clean
}

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8')
    const limit = parts.length === 0 ? 75 : 74
    if (size + length > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += length
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildLessonIcs(invitation: LessonInvitation): string {
  const cancelled = invitation.method === 'CANCEL'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gombiste Records//Académie//FR',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:${lessonUid(invitation.lessonId)}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${stamp(invitation.now ?? new Date())}`,
    `DTSTART:${stamp(invitation.startsAt)}`,
    `DTEND:${stamp(invitation.endsAt)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    `LOCATION:${escapeText(invitation.location)}`,
    ...(invitation.url ? [`URL:${invitation.url}`] : []),
    `ORGANIZER;CN=${quoteParam(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    ...invitation.attendees.map(
      attendee =>
        `ATTENDEE;CN=${quoteParam(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'}:mailto:${attendee.email}`,
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
