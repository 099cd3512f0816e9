import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy on loopback between the server and a real peer (PostgreSQL): bytes pass through
 * untouched until `cut()`, which closes every open connection and stops listening (new connections
 * are refused, as while PostgreSQL restarts); `restore()` listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  let connections = 0
  /** While frozen, connections stay open (new ones are accepted) but no byte passes either way. */
  let frozen = false

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(client => {
        connections++
        const upstream = connect(target.port, target.host)
        sockets.add(client)
        sockets.add(upstream)
        const close = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', close).on('close', close)
        upstream.on('error', close).on('close', close)
        client.on('data', chunk => {
          if (!frozen) upstream.write(chunk)
        })
        upstream.on('data', chunk => {
          if (!frozen) client.write(chunk)
        })
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address()
        if (typeof address === 'object' && address) port = address.port
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    /** Connections accepted since the start. */
    get connections() {
      return connections
    },
    async cut() {
      const closed = new Promise<void>(resolve => (server ? server.close(() => resolve()) : resolve()))
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      await closed
      server = undefined
    },
    restore: listen,
    /** PostgreSQL freezes (a stopped VM, a saturated disk, a lost network path): nothing answers any more. */
    freeze() {
      frozen = true
    },
    thaw() {
      frozen = false
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>(resolve => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}
