import type { TestProject } from 'vitest/node'
import type { Content } from '#content/content.ts'
import { readContent } from '#content/read-content.server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** content/ read and validated once for the run (tests/setup/content.ts hands it to test files). */
    siteContent: Content
  }
}

/** Vitest global setup: reading and checking content/ takes a second or two, once per run, not per file. */
export default function setup(project: TestProject) {
  project.provide('siteContent', readContent())
}
