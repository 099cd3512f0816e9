import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'

/**
 * Builds the browser app with recognisable fake provider keys in the environment (also under the
 * VITE_ prefix, the one Vite would expose) and checks that none of them, nor any provider SDK,
 * reaches the files a browser downloads. The AI provider is only ever called by the server.
 */
const FAKE = {
  AI_API_KEY: 'sk-fake-openai-key-5f3c9e1d',
  GEMINI_API_KEY: 'AIzaFakeGeminiKey-7a2b4c6d',
  AI_BASE_URL: 'https://fake-provider.invalid/v1',
  VITE_AI_API_KEY: 'sk-fake-vite-key-0b1c2d3e',
}
const root = join(import.meta.dirname, '..')
const outDir = mkdtempSync(join(tmpdir(), 'gombiste-client-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

function files(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

describe('the client build with provider keys in its environment', () => {
  test('contains none of them and no provider code', { timeout: 180_000 }, () => {
    execFileSync(
      join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: root,
        env: { ...process.env, ...FAKE, AI_PROVIDER: 'openai-compatible' },
        stdio: 'pipe',
      },
    )
    const built = files(outDir).filter(file => /\.(js|css|html|json)$/.test(file))
    expect(built.length).toBeGreaterThan(0)
    const needles = [
      ...Object.values(FAKE),
      'AI_API_KEY',
      'GEMINI_API_KEY',
      '@ai-sdk',
      'generativelanguage.googleapis.com',
      'createOpenAICompatible',
    ]
    const offenders = built.flatMap(file => {
      const text = readFileSync(file, 'utf8')
      return needles.filter(needle => text.includes(needle)).map(needle => `${file}: ${needle}`)
    })
    expect(offenders).toEqual([])
  })
})
