import { builtPages } from './built-pages.ts'
import { runServer } from './run-server.ts'

// `npm start`: the production server, with the pages and assets of the build (`npm run build`).
runServer(async config => builtPages(config.clientDir)).catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
