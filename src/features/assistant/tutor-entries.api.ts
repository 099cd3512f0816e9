import { apiPath, getJson, sendJson } from '#core/http/api-client.ts'
import type { TutorEntryCreate, TutorEntryInput } from './tutor-entries.schemas.ts'

export type AdminTutorEntry = TutorEntryCreate
export type { TutorEntryInput }

export const fetchTutorEntries = () => getJson<AdminTutorEntry[]>('/api/admin/tutor/entries')
export const createTutorEntry = (entry: TutorEntryCreate) =>
  sendJson<AdminTutorEntry>('POST', '/api/admin/tutor/entries', entry)
export const updateTutorEntry = (id: string, entry: TutorEntryInput) =>
  sendJson<AdminTutorEntry>('PUT', apiPath('/api/admin/tutor/entries', id), entry)
export const deleteTutorEntry = (id: string) =>
  sendJson<{ id: string }>('DELETE', apiPath('/api/admin/tutor/entries', id), {})
