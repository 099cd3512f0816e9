import { test } from 'vitest'
import { encodeMp3 } from '#features/music/composer/mp3.ts'
test('speed', async () => {
  const sr = 24000, n = sr * 60
  const pcm = new Float32Array(n)
  for (let i = 0; i < n; i++) pcm[i] = 0.3 * Math.sin(2 * Math.PI * (200 + 300 * i / n) * i / sr) + 0.05 * (Math.random() - 0.5)
  for (let k = 0; k < 5; k++) {
    const t0 = performance.now()
    const split = await encodeMp3(pcm, sr)
    console.log('60s split ms', Math.round(performance.now() - t0), split.length)
  }
}, 60000)
