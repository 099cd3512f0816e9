import type { InferResponseType } from 'hono/client'
import { type ApiClient, getJson, NETWORK_ERROR_MESSAGE, sendJson } from '#core/http/api-client.ts'
import { ApiError, type ErrorBody } from '#core/http/app-error.ts'
import type { CorrectionView } from './server/corrections.repo.ts'
import type { TeacherRoutes } from './server/teacher.routes.ts'
import type { TeachingAdminRoutes } from './server/teaching-admin.routes.ts'
import type { TeachingRoutes } from './server/teaching.routes.ts'

/** Typed browser client of the teaching API; types come from the server's routes. */
type StudentApi = ApiClient<TeachingRoutes>
type TeacherApi = ApiClient<TeacherRoutes>
type AdminApi = ApiClient<TeachingAdminRoutes>

export type Teacher = InferResponseType<StudentApi['teachers']['$get'], 200>['teachers'][number]
export type MyLessons = InferResponseType<StudentApi['me']['$get'], 200>
export type Entitlement = MyLessons['entitlements'][number]
export type MyBooking = MyLessons['bookings'][number]
export type Slot = InferResponseType<StudentApi['slots']['$get'], 200>['slots'][number]
export type Workshop = InferResponseType<StudentApi['workshops']['$get'], 200>['workshops'][number]
export type Correction = CorrectionView

export type TeacherProfile = InferResponseType<TeacherApi['profile']['$get'], 200>['profile']
export type TeacherAvailability = InferResponseType<TeacherApi['availability']['$get'], 200>
export type TeacherWeek = InferResponseType<TeacherApi['lessons']['$get'], 200>
export type CalendarLesson = TeacherWeek['lessons'][number]
export type StudentRecording = InferResponseType<TeacherApi['recordings']['$get'], 200>['recordings'][number]

export type AdminCalendar = InferResponseType<AdminApi['calendar']['$get'], 200>
export type AdminCredits = InferResponseType<AdminApi['credits']['$get'], 200>['credits']
export type AdminStats = InferResponseType<AdminApi['stats']['$get'], 200>

// Student
export const fetchTeachers = (discipline?: string) =>
  getJson<{ teachers: Teacher[] }>(
    `/api/teaching/teachers${discipline ? `?discipline=${encodeURIComponent(discipline)}` : ''}`,
  )
export const fetchMyLessons = () => getJson<MyLessons>('/api/teaching/me')
export const fetchSlots = (query: { discipline: string; teacher: string; kind: string }) =>
  getJson<{ slots: Slot[] }>(`/api/teaching/slots?${new URLSearchParams(query)}`)
export const fetchWorkshops = () => getJson<{ workshops: Workshop[] }>('/api/teaching/workshops')
export const bookSlot = (body: { discipline: string; teacherId: string; kind: string; startsAt: string }) =>
  sendJson<{ bookingId: string; lessonId: string; startsAt: string }>('POST', '/api/teaching/bookings', body)
export const cancelBooking = (id: string) =>
  sendJson<{ status: string; creditReturned: boolean; message: string }>(
    'POST',
    `/api/teaching/bookings/${id}/cancel`,
    {},
  )
export const moveBooking = (id: string, startsAt: string) =>
  sendJson<{ startsAt: string }>('POST', `/api/teaching/bookings/${id}/move`, { startsAt })
export const joinWorkshop = (id: string) =>
  sendJson<{ waiting: boolean; message: string }>('POST', `/api/teaching/workshops/${id}/join`, {})
export const invitePartner = (entitlementId: string, email: string) =>
  sendJson<{ invited: string }>('POST', `/api/teaching/entitlements/${entitlementId}/partner`, { email })
export const acceptInvitation = (token: string) =>
  sendJson<{ accepted: true }>('POST', '/api/teaching/invitations/accept', { token })
export type ProgressReport = InferResponseType<StudentApi['reports']['$get'], 200>['reports'][number]
export const fetchMyReports = () => getJson<{ reports: ProgressReport[] }>('/api/teaching/reports')
export const fetchMyCorrections = () => getJson<{ corrections: Correction[] }>('/api/teaching/corrections')

/** Sends a multipart form (a recording or a file rides along); same errors as sendJson. */
export async function sendForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, { method: 'POST', headers: { accept: 'application/json' }, body: form })
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  }
  const data = (await response.json().catch(() => null)) as unknown
  if (!response.ok) {
    const error = (data as ErrorBody | null)?.error
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? 'Une erreur est survenue. Veuillez réessayer.',
      error?.fields,
    )
  }
  return data as T
}

export const submitCorrection = (form: FormData) =>
  sendForm<{ id: string; dueAt: string }>('/api/teaching/corrections', form)

// Teacher
export const fetchStudentRecordings = () => getJson<{ recordings: StudentRecording[] }>('/api/teacher/recordings')
export type TeacherReview = InferResponseType<TeacherApi['reviews']['$get'], 200>['reviews'][number]
export const fetchTeacherReviews = () => getJson<{ reviews: TeacherReview[] }>('/api/teacher/reviews')
export const decideTeacherReview = (attemptId: string, body: { decision: 'validate' | 'refuse'; comment?: string }) =>
  sendJson<{ attemptId: string; decision: string; comment: string | null; certificateCode: string | null }>(
    'POST',
    `/api/teacher/reviews/${encodeURIComponent(attemptId)}`,
    body,
  )
export const fetchTeacherProfile = () => getJson<{ profile: TeacherProfile }>('/api/teacher/profile')
export const saveTeacherProfile = (body: unknown) =>
  sendJson<{ profile: TeacherProfile }>('PUT', '/api/teacher/profile', body)
export const fetchTeacherAvailability = () => getJson<TeacherAvailability>('/api/teacher/availability')
export const addAvailability = (body: { weekday: number; start: string; end: string; place: string }) =>
  sendJson('POST', '/api/teacher/availability', body)
export const removeAvailability = (id: string) => sendJson('DELETE', `/api/teacher/availability/${id}`, {})
export const addAbsence = (body: { from: string; to: string; reason: string }) =>
  sendJson('POST', '/api/teacher/absences', body)
export const removeAbsence = (id: string) => sendJson('DELETE', `/api/teacher/absences/${id}`, {})
export const fetchTeacherWeek = (from?: string) =>
  getJson<TeacherWeek>(`/api/teacher/lessons${from ? `?from=${encodeURIComponent(from)}` : ''}`)
export const cancelLesson = (id: string) =>
  sendJson<{ cancelled: true }>('POST', `/api/teacher/lessons/${id}/cancel`, {})
export const reportLesson = (
  id: string,
  body: {
    notes: string | null
    homework: string | null
    attendance: { bookingId: string; attendance: 'present' | 'absent' }[]
  },
) => sendJson('PUT', `/api/teacher/lessons/${id}/report`, body)
export const excuseBooking = (id: string) => sendJson('POST', `/api/teacher/bookings/${id}/excuse`, {})
export const createWorkshop = (body: unknown) => sendJson<{ id: string }>('POST', '/api/teacher/workshops', body)
export const fetchTeacherCorrections = () => getJson<{ corrections: Correction[] }>('/api/teacher/corrections')
export const answerCorrection = (form: FormData) => sendForm<{ id: string }>('/api/teacher/corrections/answer', form)

// Admin
export const fetchAdminCalendar = (from: string, days: number) =>
  getJson<AdminCalendar>(`/api/admin/teaching/calendar?from=${encodeURIComponent(from)}&days=${days}`)
export const fetchAdminCredits = () => getJson<{ credits: AdminCredits }>('/api/admin/teaching/credits')
export const fetchAdminStats = () => getJson<AdminStats>('/api/admin/teaching/stats')
export const adjustCredits = (body: {
  studentId: string
  kind: string
  delta: number
  expiresAt: string
  note: string
}) => sendJson('POST', '/api/admin/teaching/credits', body)
export const fetchClosures = () =>
  getJson<{ closures: { day: string; label: string }[] }>('/api/admin/teaching/closures')
export const addClosure = (body: { day: string; label: string }) =>
  sendJson('POST', '/api/admin/teaching/closures', body)
export const removeClosure = (day: string) => sendJson('DELETE', `/api/admin/teaching/closures/${day}`, {})
export const adminCancelLesson = (id: string) => sendJson('POST', `/api/admin/teaching/lessons/${id}/cancel`, {})
