import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * Prometheus metrics in the text exposition format (version 0.0.4), kept by hand: a few counters,
 * one histogram and gauges read at scrape time. No dependency, no global registry.
 */

/** Upper bounds (seconds) of the request duration histogram. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const

type Series = { labels: string; count: number; sum: number; buckets: number[] }

/** Gauges read when scraped: database pool, Redis, anything a service wants to expose. */
export type GaugeSource = () => Promise<
  { name: string; help: string; value: number; labels?: Record<string, string> }[]
>

export class Metrics {
  private readonly requests = new Map<string, Series>()
  private inFlight = 0
  private readonly startedAt = Date.now() / 1000
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 })
  private readonly sources: GaugeSource[] = []

  constructor() {
    this.loopDelay.enable()
  }

  addGaugeSource(source: GaugeSource) {
    this.sources.push(source)
  }

  requestStarted() {
    this.inFlight++
  }

  /** One finished request: `route` is its route pattern (never the raw URL, to keep series bounded). */
  requestFinished(method: string, route: string, status: number, seconds: number) {
    this.inFlight--
    const labels = `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`
    let series = this.requests.get(labels)
    if (!series) {
      series = { labels, count: 0, sum: 0, buckets: DURATION_BUCKETS.map(() => 0) }
      this.requests.set(labels, series)
    }
    series.count++
    series.sum += seconds
    for (let index = 0; index < DURATION_BUCKETS.length; index++) {
      if (seconds <= DURATION_BUCKETS[index]!) series.buckets[index]!++
    }
  }

  /** The whole exposition, ready to send as `text/plain; version=0.0.4`. */
  async render(): Promise<string> {
    const lines: string[] = []
    lines.push('# HELP http_requests_total HTTP requests answered, by method, route pattern and status.')
    lines.push('# TYPE http_requests_total counter')
    for (const series of this.requests.values()) lines.push(`http_requests_total{${series.labels}} ${series.count}`)

    lines.push('# HELP http_request_duration_seconds Time from the request to the last byte of the answer.')
    lines.push('# TYPE http_request_duration_seconds histogram')
    for (const series of this.requests.values()) {
      DURATION_BUCKETS.forEach((bound, index) => {
        lines.push(`http_request_duration_seconds_bucket{${series.labels},le="${bound}"} ${series.buckets[index]}`)
      })
      lines.push(`http_request_duration_seconds_bucket{${series.labels},le="+Inf"} ${series.count}`)
      lines.push(`http_request_duration_seconds_sum{${series.labels}} ${series.sum.toFixed(6)}`)
      lines.push(`http_request_duration_seconds_count{${series.labels}} ${series.count}`)
    }

    lines.push('# HELP http_requests_in_flight Requests being answered now.')
    lines.push('# TYPE http_requests_in_flight gauge')
    lines.push(`http_requests_in_flight ${this.inFlight}`)

    const memory = process.memoryUsage()
    const cpu = process.cpuUsage()
    const gauge = (name: string, help: string, value: number, type = 'gauge') => {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`)
    }
    gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', memory.rss)
    gauge('nodejs_heap_used_bytes', 'V8 heap in use, in bytes.', memory.heapUsed)
    gauge('nodejs_heap_total_bytes', 'V8 heap size, in bytes.', memory.heapTotal)
    gauge(
      'nodejs_external_memory_bytes',
      'Memory of C++ objects bound to JavaScript (buffers, WebAssembly), in bytes.',
      memory.external + memory.arrayBuffers,
    )
    gauge(
      'process_cpu_seconds_total',
      'User and system CPU time spent, in seconds.',
      (cpu.user + cpu.system) / 1e6,
      'counter',
    )
    gauge(
      'process_start_time_seconds',
      'Start time of the process since the Unix epoch, in seconds.',
      Math.round(this.startedAt),
    )
    gauge(
      'nodejs_eventloop_lag_p99_seconds',
      'Event loop delay, 99th percentile since the previous scrape, in seconds.',
      this.loopDelay.percentile(99) / 1e9,
    )
    this.loopDelay.reset()

    const seen = new Set<string>()
    for (const source of this.sources) {
      let values: Awaited<ReturnType<GaugeSource>>
      try {
        values = await source()
      } catch {
        continue
      }
      for (const value of values) {
        if (!seen.has(value.name)) {
          seen.add(value.name)
          lines.push(`# HELP ${value.name} ${value.help}`, `# TYPE ${value.name} gauge`)
        }
        const labels = value.labels
          ? `{${Object.entries(value.labels)
              .map(([key, label]) => `${key}="${escapeLabel(label)}"`)
              .join(',')}}`
          : ''
        lines.push(`${value.name}${labels} ${value.value}`)
      }
    }
    return `${lines.join('\n')}\n`
  }
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}
