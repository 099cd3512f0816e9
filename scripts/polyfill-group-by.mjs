// Object.groupBy / Map.groupBy for tools that expect Node 21+ (better-auth CLI) on Node 20.
if (!Object.groupBy)
  Object.groupBy = (items, key) => {
    const out = Object.create(null)
    let i = 0
    for (const item of items) {
      const k = key(item, i++)
      ;(out[k] ??= []).push(item)
    }
    return out
  }
if (!Map.groupBy)
  Map.groupBy = (items, key) => {
    const out = new Map()
    let i = 0
    for (const item of items) {
      const k = key(item, i++)
      if (!out.has(k)) out.set(k, [])
      out.get(k).push(item)
    }
    return out
  }
