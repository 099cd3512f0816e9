import { SMTPServer } from 'smtp-server'

export type CapturedMail = { from: string; to: string[]; raw: string; subject: string; text: string }

/** Decodes a quoted-printable body (soft line breaks and =XX bytes, as UTF-8). */
function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const input = value.replace(/=\r?\n/g, '')
  for (let index = 0; index < input.length; index++) {
    const char = input[index]!
    if (char === '=' && /^[0-9A-F]{2}$/i.test(input.slice(index + 1, index + 3))) {
      bytes.push(parseInt(input.slice(index + 1, index + 3), 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The text/plain part of a raw MIME message. */
function textPart(raw: string): string {
  const match =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([^\r\n]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    )
  // A single-part message: the body follows the headers.
  const single = /^Content-Transfer-Encoding: ([^\r\n]+)/im.exec(raw)
  const [, encoding, body] = match ?? [
    raw,
    single?.[1] ?? '7bit',
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n'),
  ]
  if (/quoted-printable/i.test(encoding!)) return decodeQuotedPrintable(body!)
  if (/base64/i.test(encoding!)) return Buffer.from(body!.replace(/\s/g, ''), 'base64').toString('utf8')
  return body!
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .replace(/\?=\s+=\?/g, '')
}

/** A real SMTP server on loopback that keeps every message it receives, for tests to read. */
export async function startSmtpPeer(port = 0) {
  const messages: CapturedMail[] = []
  let failNext = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failNext > 0) {
          failNext--
          callback(Object.assign(new Error('Service temporairement indisponible'), { responseCode: 451 }))
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const subjectLine = /^Subject: ((?:.*\r?\n(?:[ \t].*\r?\n)*))/im.exec(raw)?.[1] ?? ''
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map(recipient => recipient.address.toLowerCase()),
          raw,
          subject: decodeHeader(subjectLine.replace(/\r?\n[ \t]/g, ' ').trim()),
          text: textPart(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  const listeningPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `smtp://127.0.0.1:${listeningPort}`,
    messages,
    /** The next `count` messages are refused with a temporary error (an SMTP outage). */
    failNext: (count: number) => {
      failNext = count
    },
    /** Waits (up to 10 s) until more than `count` messages were sent to `to`. */
    async waitForMailTo(to: string, count = 0): Promise<void> {
      for (let waited = 0; waited < 10_000; waited += 20) {
        if (messages.filter(message => message.to.includes(to)).length > count) return
        await new Promise(resolve => setTimeout(resolve, 20))
      }
      throw new Error(`no new mail to ${to}`)
    },
    /** How many messages were sent to `to`. */
    countTo: (to: string) => messages.filter(message => message.to.includes(to)).length,
    /** The first link in the latest message sent to `to`. */
    lastLinkTo(to: string): string {
      const mail = [...messages].reverse().find(message => message.to.includes(to))
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0]
      if (!link) throw new Error(`no link in a mail to ${to} (got ${messages.length} mails)`)
      return link
    },
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}

/**
 * The decoded bodies of every MIME part of `raw` whose Content-Type starts with `type`
 * (e.g. 'text/calendar' for an invitation, 'application/ics' for its attached file).
 */
export function mimeParts(raw: string, type: string): string[] {
  const found: string[] = []
  const pattern = new RegExp(
    `Content-Type: ${type.replace('/', '\\/')}[^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*\\r?\\n((?:[^\\r\\n]+\\r?\\n)*?)\\r?\\n([\\s\\S]*?)\\r?\\n--`,
    'gi',
  )
  for (const match of raw.matchAll(pattern)) {
    const headers = match[1] ?? ''
    const body = match[2] ?? ''
    const encoding = /Content-Transfer-Encoding: ([^\r\n]+)/i.exec(headers)?.[1] ?? '7bit'
    if (/quoted-printable/i.test(encoding)) found.push(decodeQuotedPrintable(body))
    else if (/base64/i.test(encoding)) found.push(Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8'))
    else found.push(body)
  }
  return found
}
