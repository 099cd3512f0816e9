// A loopback mailbox for browser tests: a real SMTP server (the app sends to it through SMTP_URL) and
// a small HTTP endpoint that lets tests read what arrived.
//   npx tsx tests/peers/mailbox.ts --smtp-port 2526 --http-port 2527
//   GET /messages?to=<address>  → [{ to, subject, text, calendar }]   GET /health → ok
// (`calendar`: the text/calendar invitation a mail carries, or null)
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { mimeParts, startSmtpPeer } from './smtp-peer.ts'

const { values } = parseArgs({ options: { 'smtp-port': { type: 'string' }, 'http-port': { type: 'string' } } })
const smtp = await startSmtpPeer(Number(values['smtp-port'] ?? 2526))
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (url.pathname === '/health') {
    response.end('ok')
    return
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')
    const messages = smtp.messages
      .filter(message => !to || message.to.includes(to.toLowerCase()))
      .map(({ to: recipients, subject, text, raw }) => ({
        to: recipients,
        subject,
        text,
        calendar: mimeParts(raw, 'text/calendar')[0] ?? null,
      }))
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(messages))
    return
  }
  response.statusCode = 404
  response.end()
})
http.listen(Number(values['http-port'] ?? 2527), '127.0.0.1')
const stop = () => {
  http.close()
  void smtp.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
