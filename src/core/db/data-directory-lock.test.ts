import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { isOwnerAlive, openDatabase, processStartTime } from './client.server.ts'

/** The embedded database starts at once after its previous process was killed. */
const linux = processStartTime(process.pid) !== undefined

describe.runIf(linux)('the PGlite data directory lock', () => {
  test('a lock left by a killed process not yet reaped (a zombie) is taken over at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gombiste-lock-'))
    const child = spawn('sleep', ['30'], { stdio: 'ignore' })
    const pid = child.pid!
    writeFileSync(join(dataDir, 'pglite.lock'), `${pid} ${processStartTime(pid)}`)
    expect(isOwnerAlive(pid, processStartTime(pid))).toBe(true)
    process.kill(pid, 'SIGKILL')
    // Without yielding to the event loop, Node cannot reap the child: it stays a zombie meanwhile,
    // as a server killed by its supervisor does until the supervisor collects it.
    const until = Date.now() + 2000
    while (Date.now() < until && readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z') {}
    expect(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]).toBe('Z')
    const database = await openDatabase({ dataDir })
    await database.close()
  })

  test('a pid reused by another process does not block the start; a live owner still does', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gombiste-lock-'))
    // The parent process is alive, but it started at another time than the one the lock recorded.
    writeFileSync(join(dataDir, 'pglite.lock'), `${process.ppid} 1`)
    const database = await openDatabase({ dataDir })
    await database.close()

    writeFileSync(join(dataDir, 'pglite.lock'), `${process.ppid} ${processStartTime(process.ppid)}`)
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another process/)
  })

  test('a lock naming only a pid, now that of an unrelated live process, does not block the start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gombiste-lock-'))
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' })
    try {
      // As written by an older version, or by hand: no start time to tell the processes apart.
      writeFileSync(join(dataDir, 'pglite.lock'), `${unrelated.pid}`)
      const database = await openDatabase({ dataDir })
      await database.close()
    } finally {
      unrelated.kill('SIGKILL')
    }
  })
})
