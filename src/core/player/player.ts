import { type PlayerTrack, playOrPause as playOrPauseInStore, playQueue as playQueueInStore } from './player-store.ts'

// What pages and features call to play. The first play also shows the player bar, a chunk of its own
// that the page downloads only then; the bar reads and drives the store, so the store cannot load it
// itself without the two importing each other.
let barRequested = false

function showPlayerBar() {
  if (barRequested) return
  barRequested = true
  void import('./player-bar.tsx').then(module => module.mountPlayerBar())
}

export function playQueue(queue: PlayerTrack[], startIndex = 0) {
  playQueueInStore(queue, startIndex)
  showPlayerBar()
}

export function playOrPause(queue: PlayerTrack[], index: number) {
  playOrPauseInStore(queue, index)
  showPlayerBar()
}
