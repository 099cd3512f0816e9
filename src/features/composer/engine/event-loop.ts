/** One turn of the event loop (setImmediate in Node, a zero timeout in a browser's worker). */
export const nextTick = (): Promise<void> =>
  new Promise(resolve => {
    const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate
    if (immediate) immediate(resolve)
    else setTimeout(resolve, 0)
  })
