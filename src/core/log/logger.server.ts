import pino from 'pino'

export type Logger = pino.Logger

/** Structured JSON logs on stdout. Never log secrets, tokens, passwords or full prompts. */
export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime })
}
