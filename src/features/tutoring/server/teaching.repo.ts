import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import { user } from '#core/auth/auth.table.ts'
import { ROLES } from '#core/auth/roles.ts'
import type { Database } from '#core/db/client.server.ts'
import type { PaidOrder } from '#core/http/app-env.server.ts'
import { AppError } from '#core/http/app-error.ts'
import {
  BLOCK_MINUTES,
  BOOKING_HORIZON_DAYS,
  type CreditKind,
  FORMULA_GRANTS,
  FREE_CHANGE_MS,
  MIN_NOTICE_MS,
  KIND_DURATIONS,
  type LessonPlace,
  ONE_OFF_VALIDITY_DAYS,
  ONLINE_ONLY_KINDS,
  TEACHING_MESSAGES as M,
} from '../teaching.rules.ts'
import { fromDouala, nextDay, toDouala } from '../teaching.time.ts'
import {
  type Attendance,
  type BookingStatus,
  closureDays,
  corrections,
  lessonBookings,
  lessonCredits,
  lessonEntitlements,
  progressReports,
  scheduledLessons,
  teacherAbsences,
  teacherAvailability,
  studentBusyBlocks,
  teacherBusyBlocks,
  teacherProfiles,
} from './teaching.table.ts'

export type LessonRow = typeof scheduledLessons.$inferSelect
export type BookingRow = typeof lessonBookings.$inferSelect

const BLOCK_MS = BLOCK_MINUTES * 60_000
const DAY_MS = 86_400_000

/** The constraint a failed write broke, on PostgreSQL (postgres-js) as on PGlite. */
export function violatedConstraint(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth++) {
    const record = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown; message?: unknown }
    if (record.code === '23505' || record.code === '23503' || record.code === '23514') {
      const name = record.constraint_name ?? record.constraint
      if (typeof name === 'string') return name
      const match = typeof record.message === 'string' ? /constraint "([^"]+)"/.exec(record.message) : null
      if (match) return match[1]!
      return 'unknown'
    }
    current = (current as { cause?: unknown }).cause
  }
  return null
}

// ─── Entitlements ────────────────────────────────────────────────────────────

function addMonths(date: Date, months: number): Date {
  const next = new Date(date)
  const day = next.getUTCDate()
  next.setUTCMonth(next.getUTCMonth() + months)
  if (next.getUTCDate() !== day) next.setUTCDate(0)
  return next
}

/**
 * Lesson credits for a paid order, in the payment's transaction: the paid month for monthly
 * formulas, 90 days for one-off ones. Granting twice for one order changes nothing.
 */
export async function grantEntitlementsForOrder(tx: Database, order: PaidOrder, now = new Date()): Promise<number> {
  const grants = FORMULA_GRANTS[order.formulaId]
  if (!grants || !order.userId) return 0
  const periodStart = order.periodStart ?? order.paidAt ?? now
  const expiresAt =
    order.periodEnd ??
    (order.billingCycle === 'mois'
      ? addMonths(periodStart, 1)
      : new Date(periodStart.getTime() + ONE_OFF_VALIDITY_DAYS * DAY_MS))
  let granted = 0
  for (const grant of grants) {
    const [row] = await tx
      .insert(lessonEntitlements)
      .values({
        userId: order.userId,
        orderId: order.id,
        formulaId: order.formulaId,
        kind: grant.kind,
        durationMinutes: KIND_DURATIONS[grant.kind],
        quantity: grant.quantity,
        periodStart,
        expiresAt,
        source: 'order',
      })
      .onConflictDoNothing()
      .returning({ id: lessonEntitlements.id })
    if (!row) continue
    await tx
      .insert(lessonCredits)
      .values(Array.from({ length: grant.quantity }, (_, index) => ({ entitlementId: row.id, position: index + 1 })))
    granted += grant.quantity
  }
  return granted
}

/** Credits a student may still use for a lesson starting at `startsAt`, soonest to expire first. */
async function freeCredits(db: Database, userId: string, kind: CreditKind, startsAt: Date, limit = 5) {
  return db
    .select({
      id: lessonCredits.id,
      entitlementId: lessonEntitlements.id,
      ownerId: lessonEntitlements.userId,
      partnerUserId: lessonEntitlements.partnerUserId,
    })
    .from(lessonCredits)
    .innerJoin(lessonEntitlements, eq(lessonCredits.entitlementId, lessonEntitlements.id))
    .where(
      and(
        or(eq(lessonEntitlements.userId, userId), eq(lessonEntitlements.partnerUserId, userId)),
        eq(lessonEntitlements.kind, kind),
        lte(lessonEntitlements.periodStart, startsAt),
        gt(lessonEntitlements.expiresAt, startsAt),
        isNull(lessonCredits.revokedAt),
        sql`not exists (select 1 from ${lessonBookings} where ${lessonBookings.creditId} = ${lessonCredits.id} and ${lessonBookings.status} in ('booked', 'waiting', 'late_cancelled'))`,
      ),
    )
    .orderBy(asc(lessonEntitlements.expiresAt), asc(lessonCredits.position))
    .limit(limit)
}

export type EntitlementView = {
  id: string
  kind: CreditKind
  formulaId: string | null
  durationMinutes: number
  quantity: number
  used: number
  remaining: number
  periodStart: string
  expiresAt: string
  expired: boolean
  source: 'order' | 'admin'
  isOwner: boolean
  partner: { email: string | null; name: string | null; accepted: boolean } | null
  ownerName: string | null
}

export async function listEntitlements(db: Database, userId: string, now = new Date()): Promise<EntitlementView[]> {
  const partner = sql<
    string | null
  >`(select ${user.name} from ${user} where ${user.id} = ${lessonEntitlements.partnerUserId})`
  const owner = sql<string | null>`(select ${user.name} from ${user} where ${user.id} = ${lessonEntitlements.userId})`
  const rows = await db
    .select({
      entitlement: lessonEntitlements,
      partnerName: partner,
      ownerName: owner,
      usable: sql<number>`count(${lessonCredits.id}) filter (where ${lessonCredits.revokedAt} is null)`.mapWith(Number),
      used: sql<number>`count(${lessonCredits.id}) filter (where ${lessonCredits.revokedAt} is null and exists (select 1 from ${lessonBookings} where ${lessonBookings.creditId} = ${lessonCredits.id} and ${lessonBookings.status} in ('booked', 'waiting', 'late_cancelled')))`.mapWith(
        Number,
      ),
    })
    .from(lessonEntitlements)
    .leftJoin(lessonCredits, eq(lessonCredits.entitlementId, lessonEntitlements.id))
    .where(
      and(
        or(eq(lessonEntitlements.userId, userId), eq(lessonEntitlements.partnerUserId, userId)),
        // Expired sets stay visible for two months, then leave the profile.
        gt(lessonEntitlements.expiresAt, new Date(now.getTime() - 60 * DAY_MS)),
      ),
    )
    .groupBy(lessonEntitlements.id)
    .orderBy(asc(lessonEntitlements.expiresAt))
  return rows.map(({ entitlement, partnerName, ownerName, usable, used }) => ({
    id: entitlement.id,
    kind: entitlement.kind,
    formulaId: entitlement.formulaId,
    durationMinutes: entitlement.durationMinutes,
    quantity: usable,
    used,
    remaining: entitlement.expiresAt > now ? usable - used : 0,
    periodStart: entitlement.periodStart.toISOString(),
    expiresAt: entitlement.expiresAt.toISOString(),
    expired: entitlement.expiresAt <= now,
    source: entitlement.source,
    isOwner: entitlement.userId === userId,
    partner:
      entitlement.kind === 'duo'
        ? { email: entitlement.partnerEmail, name: partnerName, accepted: entitlement.partnerUserId !== null }
        : null,
    ownerName,
  }))
}

/** The payer of a Pack Duo names the second student; returns the invitation token to mail. */
export async function invitePartner(db: Database, input: { userId: string; entitlementId: string; email: string }) {
  const [entitlement] = await db.select().from(lessonEntitlements).where(eq(lessonEntitlements.id, input.entitlementId))
  if (!entitlement || entitlement.userId !== input.userId) throw new AppError('NOT_FOUND', 'Crédits introuvables.')
  if (entitlement.kind !== 'duo') throw new AppError('CONFLICT', M.notDuo)
  const [payer] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, input.userId))
  if (payer?.email.toLowerCase() === input.email.toLowerCase())
    throw new AppError('INVALID_INPUT', M.selfInvite, { email: M.selfInvite })
  const token = randomBytes(24).toString('base64url')
  await db
    .update(lessonEntitlements)
    .set({ partnerEmail: input.email.toLowerCase(), partnerToken: token, partnerUserId: null })
    .where(eq(lessonEntitlements.id, entitlement.id))
  return { token, payerName: payer?.name ?? 'Un élève' }
}

export async function acceptPartnerInvitation(db: Database, input: { userId: string; token: string }) {
  const [row] = await db
    .update(lessonEntitlements)
    .set({ partnerUserId: input.userId, partnerToken: null })
    .where(and(eq(lessonEntitlements.partnerToken, input.token), sql`${lessonEntitlements.userId} <> ${input.userId}`))
    .returning({ id: lessonEntitlements.id })
  if (!row) throw new AppError('NOT_FOUND', M.invitationNotFound)
  return row
}

// ─── Teachers ────────────────────────────────────────────────────────────────

export type TeacherView = {
  id: string
  name: string
  photoUrl: string | null
  bio: string
  disciplines: string[]
  languages: string[]
}

export async function listTeachers(db: Database, filter: { discipline?: string } = {}): Promise<TeacherView[]> {
  const rows = await db
    .select({ profile: teacherProfiles })
    .from(teacherProfiles)
    .innerJoin(user, eq(user.id, teacherProfiles.userId))
    .where(
      and(
        eq(user.role, ROLES.teacher),
        eq(teacherProfiles.published, true),
        filter.discipline
          ? sql`${teacherProfiles.disciplines} @> ${JSON.stringify([filter.discipline])}::jsonb`
          : undefined,
      ),
    )
    .orderBy(asc(teacherProfiles.displayName))
  return rows.map(({ profile }) => toTeacherView(profile))
}

function toTeacherView(profile: typeof teacherProfiles.$inferSelect): TeacherView {
  return {
    id: profile.userId,
    name: profile.displayName,
    photoUrl: profile.photoUrl,
    bio: profile.bio,
    disciplines: profile.disciplines,
    languages: profile.languages,
  }
}

export type TeacherProfileInput = {
  displayName: string
  photoUrl: string | null
  bio: string
  disciplines: string[]
  languages: string[]
  meetingUrl: string | null
  published: boolean
}

export async function findTeacherProfile(db: Database, teacherId: string) {
  const [row] = await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacherId))
  return row ?? null
}

export async function saveTeacherProfile(db: Database, teacherId: string, input: TeacherProfileInput) {
  const [row] = await db
    .insert(teacherProfiles)
    .values({ userId: teacherId, ...input })
    .onConflictDoUpdate({ target: teacherProfiles.userId, set: input })
    .returning()
  return row!
}

/** Makes sure a teacher has a profile row (created from the account's name on first visit). */
export async function ensureTeacherProfile(db: Database, teacher: { id: string; name: string }) {
  await db.insert(teacherProfiles).values({ userId: teacher.id, displayName: teacher.name }).onConflictDoNothing()
  return (await findTeacherProfile(db, teacher.id))!
}

// ─── Availability ────────────────────────────────────────────────────────────

export type AvailabilityInput = { weekday: number; startMinute: number; endMinute: number; place: LessonPlace }

export async function listAvailability(db: Database, teacherId: string) {
  return db
    .select()
    .from(teacherAvailability)
    .where(eq(teacherAvailability.teacherId, teacherId))
    .orderBy(asc(teacherAvailability.weekday), asc(teacherAvailability.startMinute))
}

/** Adds a weekly window; refused when it overlaps one of the teacher's windows that day. */
export async function addAvailability(db: Database, teacherId: string, input: AvailabilityInput) {
  return db.transaction(async tx => {
    // Two windows added at once for one teacher take turns, so neither misses the other.
    await tx.execute(sql`select pg_advisory_xact_lock(727021, hashtext(${teacherId}))`)
    const [overlapping] = await tx
      .select({ id: teacherAvailability.id })
      .from(teacherAvailability)
      .where(
        and(
          eq(teacherAvailability.teacherId, teacherId),
          eq(teacherAvailability.weekday, input.weekday),
          lt(teacherAvailability.startMinute, input.endMinute),
          gt(teacherAvailability.endMinute, input.startMinute),
        ),
      )
      .limit(1)
    if (overlapping) throw new AppError('CONFLICT', M.overlap)
    const [row] = await tx
      .insert(teacherAvailability)
      .values({ teacherId, ...input })
      .returning()
    return row!
  })
}

export async function removeAvailability(db: Database, teacherId: string, id: string) {
  const rows = await db
    .delete(teacherAvailability)
    .where(and(eq(teacherAvailability.id, id), eq(teacherAvailability.teacherId, teacherId)))
    .returning({ id: teacherAvailability.id })
  return rows.length > 0
}

export async function listAbsences(db: Database, teacherId: string, now = new Date()) {
  return db
    .select()
    .from(teacherAbsences)
    .where(and(eq(teacherAbsences.teacherId, teacherId), gt(teacherAbsences.endsAt, now)))
    .orderBy(asc(teacherAbsences.startsAt))
}

export async function addAbsence(
  db: Database,
  teacherId: string,
  input: { startsAt: Date; endsAt: Date; reason: string },
) {
  const [row] = await db
    .insert(teacherAbsences)
    .values({ teacherId, ...input })
    .returning()
  return row!
}

export async function removeAbsence(db: Database, teacherId: string, id: string) {
  const rows = await db
    .delete(teacherAbsences)
    .where(and(eq(teacherAbsences.id, id), eq(teacherAbsences.teacherId, teacherId)))
    .returning({ id: teacherAbsences.id })
  return rows.length > 0
}

export async function listClosures(db: Database, fromDay?: string) {
  return db
    .select()
    .from(closureDays)
    .where(fromDay ? gte(closureDays.day, fromDay) : undefined)
    .orderBy(asc(closureDays.day))
}

export async function addClosure(db: Database, input: { day: string; label: string }) {
  const [row] = await db
    .insert(closureDays)
    .values(input)
    .onConflictDoUpdate({ target: closureDays.day, set: { label: input.label } })
    .returning()
  return row!
}

export async function removeClosure(db: Database, day: string) {
  const rows = await db.delete(closureDays).where(eq(closureDays.day, day)).returning({ day: closureDays.day })
  return rows.length > 0
}

// ─── Free slots ──────────────────────────────────────────────────────────────

export type Slot = {
  teacherId: string
  teacherName: string
  startsAt: string
  endsAt: string
  place: LessonPlace
}

/**
 * Free slots of the next four weeks: the teachers' weekly windows on the half-hour grid, minus
 * closure days, absences and lessons already scheduled. `ignoreLessonId` treats one lesson as gone
 * (the lesson being moved).
 */
export async function findFreeSlots(
  db: Database,
  query: {
    discipline: string
    teacherId?: string | null
    kind: CreditKind
    now: Date
    from?: Date
    to?: Date
    ignoreLessonId?: string
  },
): Promise<Slot[]> {
  const duration = KIND_DURATIONS[query.kind]
  const from = query.from ?? query.now
  const to = query.to ?? new Date(query.now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS)
  const teachers = (await listTeachers(db, { discipline: query.discipline })).filter(
    teacher => !query.teacherId || teacher.id === query.teacherId,
  )
  if (teachers.length === 0) return []
  const ids = teachers.map(teacher => teacher.id)
  const [rules, absences, closures, blocks] = await Promise.all([
    db.select().from(teacherAvailability).where(inArray(teacherAvailability.teacherId, ids)),
    db
      .select()
      .from(teacherAbsences)
      .where(
        and(
          inArray(teacherAbsences.teacherId, ids),
          gt(teacherAbsences.endsAt, from),
          lt(teacherAbsences.startsAt, to),
        ),
      ),
    listClosures(db, toDouala(from).day),
    db
      .select()
      .from(teacherBusyBlocks)
      .where(
        and(
          inArray(teacherBusyBlocks.teacherId, ids),
          gte(teacherBusyBlocks.blockStart, new Date(from.getTime() - DAY_MS)),
          lt(teacherBusyBlocks.blockStart, to),
        ),
      ),
  ])
  const closed = new Set(closures.map(closure => closure.day))
  const busy = new Set(
    blocks
      .filter(block => block.lessonId !== query.ignoreLessonId)
      .map(block => `${block.teacherId}|${block.blockStart.getTime()}`),
  )
  const names = new Map(teachers.map(teacher => [teacher.id, teacher.name]))
  const slots: Slot[] = []
  for (let day = toDouala(from).day; fromDouala(day, 0) < to; day = nextDay(day)) {
    if (closed.has(day)) continue
    const weekday = toDouala(fromDouala(day, 12 * 60)).weekday
    for (const rule of rules) {
      if (rule.weekday !== weekday) continue
      const first = Math.ceil(rule.startMinute / BLOCK_MINUTES) * BLOCK_MINUTES
      for (let minute = first; minute + duration <= rule.endMinute; minute += BLOCK_MINUTES) {
        const startsAt = fromDouala(day, minute)
        const endsAt = new Date(startsAt.getTime() + duration * 60_000)
        if (startsAt.getTime() < query.now.getTime() + MIN_NOTICE_MS || startsAt < from || endsAt > to) continue
        if (
          absences.some(
            absence => absence.teacherId === rule.teacherId && absence.startsAt < endsAt && absence.endsAt > startsAt,
          )
        )
          continue
        let free = true
        for (let block = startsAt.getTime(); block < endsAt.getTime(); block += BLOCK_MS) {
          if (busy.has(`${rule.teacherId}|${block}`)) {
            free = false
            break
          }
        }
        if (!free) continue
        slots.push({
          teacherId: rule.teacherId,
          teacherName: names.get(rule.teacherId) ?? '',
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          place: ONLINE_ONLY_KINDS.includes(query.kind) ? 'online' : rule.place,
        })
      }
    }
  }
  slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.teacherName.localeCompare(b.teacherName))
  return slots
}

function blockStarts(startsAt: Date, endsAt: Date): Date[] {
  const starts: Date[] = []
  for (let block = startsAt.getTime(); block < endsAt.getTime(); block += BLOCK_MS) starts.push(new Date(block))
  return starts
}

/** Takes the students' time for a lesson; a student already busy then fails on student_busy_blocks_pk. */
async function holdStudentTime(tx: Database, lessonId: string, studentIds: string[], startsAt: Date, endsAt: Date) {
  if (studentIds.length === 0) return
  await tx
    .insert(studentBusyBlocks)
    .values(
      studentIds.flatMap(studentId =>
        blockStarts(startsAt, endsAt).map(blockStart => ({ studentId, blockStart, lessonId })),
      ),
    )
}

/** Frees the lesson's time for these students, or for all its students. */
async function releaseStudentTime(tx: Database, lessonId: string, studentIds?: string[]) {
  await tx
    .delete(studentBusyBlocks)
    .where(
      and(
        eq(studentBusyBlocks.lessonId, lessonId),
        studentIds ? inArray(studentBusyBlocks.studentId, studentIds) : undefined,
      ),
    )
}

export function onGrid(date: Date): boolean {
  return date.getTime() % BLOCK_MS === 0
}

// ─── Booking ─────────────────────────────────────────────────────────────────

export type BookingInput = {
  userId: string
  /** A teacher's id, or null for the first teacher free at that time. */
  teacherId: string | null
  discipline: string
  kind: CreditKind
  startsAt: Date
  now: Date
}

export type LessonChange = {
  lessonId: string
  method: 'REQUEST' | 'CANCEL'
  /** Students who get this change's invitation (the teacher always does). */
  studentIds: string[]
  /** For a teacher's cancellation: slots offered as a make-up. */
  makeUp?: Slot[]
  /** Students moved up from a workshop's waiting list (they get a REQUEST). */
  promotedIds?: string[]
}

/**
 * Books a slot with one of the student's credits. The teacher's busy blocks (primary key) decide
 * between students racing for one slot; the partial unique index on credit_id decides between two
 * bookings racing for one credit (the loser tries the next credit).
 */
export async function bookSlot(db: Database, input: BookingInput): Promise<{ booking: BookingRow; lesson: LessonRow }> {
  if (input.kind === 'workshop') throw new AppError('INVALID_INPUT', 'Les ateliers se rejoignent depuis leur liste.')
  if (input.startsAt <= input.now) throw new AppError('INVALID_INPUT', M.pastSlot, { startsAt: M.pastSlot })
  if (input.startsAt.getTime() - input.now.getTime() < MIN_NOTICE_MS)
    throw new AppError('INVALID_INPUT', M.tooSoon, { startsAt: M.tooSoon })
  if (!onGrid(input.startsAt)) throw new AppError('INVALID_INPUT', M.grid, { startsAt: M.grid })
  const duration = KIND_DURATIONS[input.kind]
  const endsAt = new Date(input.startsAt.getTime() + duration * 60_000)
  const candidates = (
    await findFreeSlots(db, {
      discipline: input.discipline,
      teacherId: input.teacherId,
      kind: input.kind,
      now: input.now,
      from: input.startsAt,
      to: endsAt,
    })
  ).filter(slot => slot.startsAt === input.startsAt.toISOString())
  if (candidates.length === 0) {
    // Not offered: taken meanwhile (a fresh list helps), or never one of the teacher's slots.
    if (await isBusyAt(db, input.teacherId, input.startsAt)) throw new AppError('CONFLICT', M.slotTaken)
    throw new AppError('CONFLICT', M.slotUnavailable)
  }
  const profiles = new Map<string, string | null>()
  for (const slot of candidates) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [credit] = await freeCredits(db, input.userId, input.kind, input.startsAt, 1)
      if (!credit) throw new AppError('CONFLICT', M.noCredit)
      if (!profiles.has(slot.teacherId))
        profiles.set(slot.teacherId, (await findTeacherProfile(db, slot.teacherId))?.meetingUrl ?? null)
      const partnerId =
        input.kind === 'duo' ? (credit.ownerId === input.userId ? credit.partnerUserId : credit.ownerId) : null
      try {
        return await db.transaction(async tx => {
          const [lesson] = await tx
            .insert(scheduledLessons)
            .values({
              teacherId: slot.teacherId,
              kind: input.kind,
              discipline: input.discipline,
              startsAt: input.startsAt,
              endsAt,
              place: slot.place,
              meetingUrl: slot.place === 'online' ? profiles.get(slot.teacherId) : null,
              capacity: input.kind === 'duo' ? 2 : 1,
            })
            .returning()
          await tx.insert(teacherBusyBlocks).values(
            blockStarts(input.startsAt, endsAt).map(blockStart => ({
              teacherId: slot.teacherId,
              blockStart,
              lessonId: lesson!.id,
            })),
          )
          const [booking] = await tx
            .insert(lessonBookings)
            .values({ lessonId: lesson!.id, studentId: input.userId, creditId: credit.id, seat: 1, status: 'booked' })
            .returning()
          if (partnerId) {
            await tx
              .insert(lessonBookings)
              .values({ lessonId: lesson!.id, studentId: partnerId, seat: 2, status: 'booked' })
          }
          await holdStudentTime(
            tx,
            lesson!.id,
            partnerId ? [input.userId, partnerId] : [input.userId],
            input.startsAt,
            endsAt,
          )
          return { booking: booking!, lesson: lesson! }
        })
      } catch (error) {
        const constraint = violatedConstraint(error)
        if (constraint === 'student_busy_blocks_pk') throw new AppError('CONFLICT', M.studentBusy)
        if (constraint === 'teacher_busy_blocks_pk') break // this teacher is taken: next candidate
        if (constraint === 'lesson_bookings_credit_in_use') continue // that credit went elsewhere: next credit
        throw error
      }
    }
  }
  throw new AppError('CONFLICT', M.slotTaken)
}

async function isBusyAt(db: Database, teacherId: string | null, at: Date) {
  const rows = await db
    .select({ teacherId: teacherBusyBlocks.teacherId })
    .from(teacherBusyBlocks)
    .where(
      and(eq(teacherBusyBlocks.blockStart, at), teacherId ? eq(teacherBusyBlocks.teacherId, teacherId) : undefined),
    )
    .limit(1)
  return rows.length > 0
}

async function loadOwnBooking(db: Database, userId: string, bookingId: string) {
  const [row] = await db
    .select({ booking: lessonBookings, lesson: scheduledLessons })
    .from(lessonBookings)
    .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
    .where(eq(lessonBookings.id, bookingId))
  // Another student's booking is answered like a missing one: nothing about it leaks.
  if (!row || row.booking.studentId !== userId) throw new AppError('NOT_FOUND', M.bookingNotFound)
  return row
}

/**
 * The student cancels: 24 h or more before, the credit comes back; later, it stays spent (unless the
 * teacher excuses it). A lesson of its own (individual, duo) is freed in the teacher's calendar; a
 * workshop seat goes to the first student waiting.
 */
export async function cancelBooking(db: Database, input: { userId: string; bookingId: string; now: Date }) {
  const { booking, lesson } = await loadOwnBooking(db, input.userId, input.bookingId)
  if (booking.status !== 'booked' && booking.status !== 'waiting') throw new AppError('CONFLICT', M.notCancellable)
  if (lesson.startsAt <= input.now) throw new AppError('CONFLICT', M.lessonStarted)
  const late = lesson.startsAt.getTime() - input.now.getTime() < FREE_CHANGE_MS
  return db.transaction(async tx => {
    const changes: LessonChange[] = []
    const newStatus: BookingStatus =
      late && booking.status === 'booked' && booking.creditId ? 'late_cancelled' : 'cancelled'
    if (lesson.kind === 'workshop') {
      const [updated] = await tx
        .update(lessonBookings)
        .set({ status: newStatus, cancelledAt: input.now, cancelledBy: 'student' })
        .where(and(eq(lessonBookings.id, booking.id), eq(lessonBookings.status, booking.status)))
        .returning()
      if (!updated) throw new AppError('CONFLICT', M.notCancellable)
      await releaseStudentTime(tx, lesson.id, [input.userId])
      const [bumped] = await tx
        .update(scheduledLessons)
        .set({ sequence: sql`${scheduledLessons.sequence} + 1` })
        .where(eq(scheduledLessons.id, lesson.id))
        .returning({ id: scheduledLessons.id })
      changes.push({ lessonId: bumped!.id, method: 'CANCEL', studentIds: [input.userId] })
      if (booking.status === 'booked' && booking.seat) {
        const promoted = await promoteWaiting(tx, lesson.id, booking.seat)
        if (promoted)
          changes.push({ lessonId: lesson.id, method: 'REQUEST', studentIds: [promoted], promotedIds: [promoted] })
      }
      return { late, status: newStatus, changes }
    }
    const others = await tx
      .update(lessonBookings)
      .set({ status: 'cancelled', cancelledAt: input.now, cancelledBy: 'student' })
      .where(
        and(
          eq(lessonBookings.lessonId, lesson.id),
          eq(lessonBookings.status, 'booked'),
          isNull(lessonBookings.creditId),
        ),
      )
      .returning({ studentId: lessonBookings.studentId })
    // A lesson of its own has one credit, the payer's, whoever of a Pack Duo cancels: late, it is spent.
    const creditStatus: BookingStatus = late ? 'late_cancelled' : 'cancelled'
    const paid = await tx
      .update(lessonBookings)
      .set({ status: creditStatus, cancelledAt: input.now, cancelledBy: 'student' })
      .where(
        and(
          eq(lessonBookings.lessonId, lesson.id),
          eq(lessonBookings.status, 'booked'),
          sql`${lessonBookings.creditId} is not null`,
        ),
      )
      .returning({ studentId: lessonBookings.studentId })
    if (paid.length + others.length === 0) throw new AppError('CONFLICT', M.notCancellable)
    await tx
      .update(scheduledLessons)
      .set({ status: 'cancelled', sequence: sql`${scheduledLessons.sequence} + 1` })
      .where(eq(scheduledLessons.id, lesson.id))
    await tx.delete(teacherBusyBlocks).where(eq(teacherBusyBlocks.lessonId, lesson.id))
    await releaseStudentTime(tx, lesson.id)
    changes.push({ lessonId: lesson.id, method: 'CANCEL', studentIds: [...paid, ...others].map(row => row.studentId) })
    return { late, status: paid.length > 0 ? creditStatus : newStatus, changes }
  })
}

/** Gives a freed workshop seat to the student who has waited longest; returns their id. */
async function promoteWaiting(tx: Database, lessonId: string, seat: number): Promise<string | null> {
  const [next] = await tx
    .select({ id: lessonBookings.id, studentId: lessonBookings.studentId })
    .from(lessonBookings)
    .where(and(eq(lessonBookings.lessonId, lessonId), eq(lessonBookings.status, 'waiting')))
    .orderBy(asc(lessonBookings.createdAt), asc(lessonBookings.id))
    .limit(1)
  if (!next) return null
  await tx
    .update(lessonBookings)
    .set({ status: 'booked', seat, reminded24At: null, reminded2At: null })
    .where(eq(lessonBookings.id, next.id))
  const [lesson] = await tx
    .select({ startsAt: scheduledLessons.startsAt, endsAt: scheduledLessons.endsAt })
    .from(scheduledLessons)
    .where(eq(scheduledLessons.id, lessonId))
  // Waiting held no time; a student who took another lesson at that hour meanwhile keeps it too.
  await tx
    .insert(studentBusyBlocks)
    .values(
      blockStarts(lesson!.startsAt, lesson!.endsAt).map(blockStart => ({
        studentId: next.studentId,
        blockStart,
        lessonId,
      })),
    )
    .onConflictDoNothing()
  return next.studentId
}

/** Moves an individual or duo lesson to another free slot of the same teacher, 24 h or more ahead. */
export async function moveBooking(
  db: Database,
  input: { userId: string; bookingId: string; startsAt: Date; now: Date },
) {
  const { booking, lesson } = await loadOwnBooking(db, input.userId, input.bookingId)
  if (booking.status !== 'booked' || lesson.status !== 'scheduled') throw new AppError('CONFLICT', M.notCancellable)
  if (lesson.kind === 'workshop') throw new AppError('CONFLICT', 'Un atelier ne se déplace pas : annulez votre place.')
  if (lesson.startsAt <= input.now) throw new AppError('CONFLICT', M.lessonStarted)
  if (lesson.startsAt.getTime() - input.now.getTime() < FREE_CHANGE_MS) throw new AppError('CONFLICT', M.tooLateToMove)
  if (input.startsAt <= input.now) throw new AppError('INVALID_INPUT', M.pastSlot, { startsAt: M.pastSlot })
  if (input.startsAt.getTime() - input.now.getTime() < MIN_NOTICE_MS)
    throw new AppError('INVALID_INPUT', M.tooSoon, { startsAt: M.tooSoon })
  if (!onGrid(input.startsAt)) throw new AppError('INVALID_INPUT', M.grid, { startsAt: M.grid })
  const duration = lesson.endsAt.getTime() - lesson.startsAt.getTime()
  const endsAt = new Date(input.startsAt.getTime() + duration)
  const free = await findFreeSlots(db, {
    discipline: lesson.discipline,
    teacherId: lesson.teacherId,
    kind: lesson.kind,
    now: input.now,
    from: input.startsAt,
    to: endsAt,
    ignoreLessonId: lesson.id,
  })
  if (!free.some(slot => slot.startsAt === input.startsAt.toISOString()))
    throw new AppError('CONFLICT', M.slotUnavailable)
  if (
    lesson.kind !== 'individual' &&
    lesson.kind !== 'duo' &&
    lesson.kind !== 'followup' &&
    lesson.kind !== 'orientation'
  )
    throw new AppError('CONFLICT', M.slotUnavailable)
  const credit = booking.creditId
    ? await db
        .select({ expiresAt: lessonEntitlements.expiresAt })
        .from(lessonCredits)
        .innerJoin(lessonEntitlements, eq(lessonEntitlements.id, lessonCredits.entitlementId))
        .where(eq(lessonCredits.id, booking.creditId))
    : []
  if (credit[0] && credit[0].expiresAt <= input.startsAt) throw new AppError('CONFLICT', M.noCredit)
  try {
    return await db.transaction(async tx => {
      // Compare-and-set on the lesson's sequence, under its row lock: of moves racing for one lesson,
      // the first to lock it wins; the others find a higher sequence and move nothing (without this,
      // each deleted only the blocks it could see and inserted its own: phantom busy slots).
      const [current] = await tx
        .select({ id: scheduledLessons.id })
        .from(scheduledLessons)
        .where(
          and(
            eq(scheduledLessons.id, lesson.id),
            eq(scheduledLessons.status, 'scheduled'),
            eq(scheduledLessons.sequence, lesson.sequence),
          ),
        )
        .for('update')
      if (!current) throw new AppError('CONFLICT', M.lessonChanged)
      await tx.delete(teacherBusyBlocks).where(eq(teacherBusyBlocks.lessonId, lesson.id))
      await tx.insert(teacherBusyBlocks).values(
        blockStarts(input.startsAt, endsAt).map(blockStart => ({
          teacherId: lesson.teacherId,
          blockStart,
          lessonId: lesson.id,
        })),
      )
      const [moved] = await tx
        .update(scheduledLessons)
        .set({ startsAt: input.startsAt, endsAt, sequence: sql`${scheduledLessons.sequence} + 1` })
        .where(and(eq(scheduledLessons.id, lesson.id), eq(scheduledLessons.status, 'scheduled')))
        .returning()
      if (!moved) throw new AppError('CONFLICT', M.notCancellable)
      const students = await tx
        .update(lessonBookings)
        .set({ reminded24At: null, reminded2At: null })
        .where(and(eq(lessonBookings.lessonId, lesson.id), eq(lessonBookings.status, 'booked')))
        .returning({ studentId: lessonBookings.studentId })
      await releaseStudentTime(tx, lesson.id)
      await holdStudentTime(
        tx,
        lesson.id,
        students.map(row => row.studentId),
        input.startsAt,
        endsAt,
      )
      const change: LessonChange = {
        lessonId: lesson.id,
        method: 'REQUEST',
        studentIds: students.map(row => row.studentId),
      }
      return { lesson: moved, changes: [change] }
    })
  } catch (error) {
    if (violatedConstraint(error) === 'teacher_busy_blocks_pk') throw new AppError('CONFLICT', M.slotTaken)
    if (violatedConstraint(error) === 'student_busy_blocks_pk') throw new AppError('CONFLICT', M.studentBusy)
    throw error
  }
}

// ─── Workshops ───────────────────────────────────────────────────────────────

export type WorkshopInput = {
  discipline: string
  title: string
  startsAt: Date
  durationMinutes: number
  capacity: number
  place: LessonPlace
}

export async function createWorkshop(db: Database, teacherId: string, input: WorkshopInput, now: Date) {
  if (input.startsAt <= now) throw new AppError('INVALID_INPUT', M.pastSlot, { startsAt: M.pastSlot })
  if (!onGrid(input.startsAt)) throw new AppError('INVALID_INPUT', M.grid, { startsAt: M.grid })
  const endsAt = new Date(input.startsAt.getTime() + input.durationMinutes * 60_000)
  const profile = await findTeacherProfile(db, teacherId)
  try {
    return await db.transaction(async tx => {
      const [lesson] = await tx
        .insert(scheduledLessons)
        .values({
          teacherId,
          kind: 'workshop',
          discipline: input.discipline,
          title: input.title,
          startsAt: input.startsAt,
          endsAt,
          place: input.place,
          meetingUrl: input.place === 'online' ? (profile?.meetingUrl ?? null) : null,
          capacity: input.capacity,
        })
        .returning()
      await tx
        .insert(teacherBusyBlocks)
        .values(
          blockStarts(input.startsAt, endsAt).map(blockStart => ({ teacherId, blockStart, lessonId: lesson!.id })),
        )
      return lesson!
    })
  } catch (error) {
    if (violatedConstraint(error) === 'teacher_busy_blocks_pk')
      throw new AppError('CONFLICT', 'Vous avez déjà un cours sur cet horaire.')
    throw error
  }
}

export type WorkshopView = {
  id: string
  title: string
  discipline: string
  teacherName: string
  startsAt: string
  endsAt: string
  place: LessonPlace
  capacity: number
  booked: number
  waiting: number
}

export async function listWorkshops(db: Database, now: Date, discipline?: string): Promise<WorkshopView[]> {
  const rows = await db
    .select({
      lesson: scheduledLessons,
      teacherName: teacherProfiles.displayName,
      booked:
        sql<number>`(select count(*) from ${lessonBookings} where ${lessonBookings.lessonId} = ${scheduledLessons.id} and ${lessonBookings.status} = 'booked')`.mapWith(
          Number,
        ),
      waiting:
        sql<number>`(select count(*) from ${lessonBookings} where ${lessonBookings.lessonId} = ${scheduledLessons.id} and ${lessonBookings.status} = 'waiting')`.mapWith(
          Number,
        ),
    })
    .from(scheduledLessons)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, scheduledLessons.teacherId))
    .where(
      and(
        eq(scheduledLessons.kind, 'workshop'),
        eq(scheduledLessons.status, 'scheduled'),
        gt(scheduledLessons.startsAt, now),
        discipline ? eq(scheduledLessons.discipline, discipline) : undefined,
      ),
    )
    .orderBy(asc(scheduledLessons.startsAt))
  return rows.map(({ lesson, teacherName, booked, waiting }) => ({
    id: lesson.id,
    title: lesson.title ?? 'Atelier',
    discipline: lesson.discipline,
    teacherName,
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    place: lesson.place,
    capacity: lesson.capacity,
    booked,
    waiting,
  }))
}

/**
 * Takes a workshop seat with a workshop credit, or a place on the waiting list when every seat is
 * taken. Seats are numbered 1..capacity and unique per workshop, so capacity holds under races.
 */
export async function joinWorkshop(db: Database, input: { userId: string; lessonId: string; now: Date }) {
  const [lesson] = await db.select().from(scheduledLessons).where(eq(scheduledLessons.id, input.lessonId))
  if (lesson?.kind !== 'workshop' || lesson.status !== 'scheduled') throw new AppError('NOT_FOUND', M.lessonNotFound)
  if (lesson.startsAt <= input.now) throw new AppError('CONFLICT', M.pastSlot)
  for (let attempt = 0; attempt < lesson.capacity + 5; attempt++) {
    const [credit] = await freeCredits(db, input.userId, 'workshop', lesson.startsAt, 1)
    if (!credit) throw new AppError('CONFLICT', M.noCredit)
    const taken = await db
      .select({ seat: lessonBookings.seat })
      .from(lessonBookings)
      .where(and(eq(lessonBookings.lessonId, lesson.id), eq(lessonBookings.status, 'booked')))
    const used = new Set(taken.map(row => row.seat))
    let seat: number | null = null
    for (let candidate = 1; candidate <= lesson.capacity; candidate++) {
      if (!used.has(candidate)) {
        seat = candidate
        break
      }
    }
    try {
      return await db.transaction(async tx => {
        const [booking] = await tx
          .insert(lessonBookings)
          .values({
            lessonId: lesson.id,
            studentId: input.userId,
            creditId: credit.id,
            seat,
            status: seat ? 'booked' : 'waiting',
          })
          .returning()
        if (seat) await holdStudentTime(tx, lesson.id, [input.userId], lesson.startsAt, lesson.endsAt)
        return { booking: booking!, lesson, waiting: seat === null }
      })
    } catch (error) {
      const constraint = violatedConstraint(error)
      if (constraint === 'student_busy_blocks_pk') throw new AppError('CONFLICT', M.studentBusy)
      if (constraint === 'lesson_bookings_student_once') throw new AppError('CONFLICT', M.alreadyBooked)
      if (constraint === 'lesson_bookings_seat_taken' || constraint === 'lesson_bookings_credit_in_use') continue
      throw error
    }
  }
  throw new AppError('CONFLICT', M.slotTaken)
}

// ─── The teacher's side ──────────────────────────────────────────────────────

async function loadTeacherLesson(db: Database, teacherId: string | null, lessonId: string) {
  const [lesson] = await db.select().from(scheduledLessons).where(eq(scheduledLessons.id, lessonId))
  if (!lesson) throw new AppError('NOT_FOUND', M.lessonNotFound)
  if (teacherId && lesson.teacherId !== teacherId) throw new AppError('FORBIDDEN', M.notYourLesson)
  return lesson
}

/** The teacher (or an admin, teacherId null) cancels: every credit comes back, make-up slots are offered. */
export async function cancelLessonByTeacher(
  db: Database,
  input: { teacherId: string | null; lessonId: string; now: Date; by: 'teacher' | 'admin' },
) {
  const lesson = await loadTeacherLesson(db, input.teacherId, input.lessonId)
  if (lesson.status !== 'scheduled') throw new AppError('CONFLICT', M.notCancellable)
  if (lesson.startsAt <= input.now) throw new AppError('CONFLICT', M.lessonStarted)
  const students = await db.transaction(async tx => {
    const cancelled = await tx
      .update(lessonBookings)
      .set({ status: 'cancelled', cancelledAt: input.now, cancelledBy: input.by })
      .where(and(eq(lessonBookings.lessonId, lesson.id), inArray(lessonBookings.status, ['booked', 'waiting'])))
      .returning({ studentId: lessonBookings.studentId })
    await tx
      .update(scheduledLessons)
      .set({ status: 'cancelled', sequence: sql`${scheduledLessons.sequence} + 1` })
      .where(eq(scheduledLessons.id, lesson.id))
    await tx.delete(teacherBusyBlocks).where(eq(teacherBusyBlocks.lessonId, lesson.id))
    await releaseStudentTime(tx, lesson.id)
    return cancelled.map(row => row.studentId)
  })
  const makeUp =
    lesson.kind === 'workshop'
      ? []
      : (
          await findFreeSlots(db, {
            discipline: lesson.discipline,
            teacherId: lesson.teacherId,
            kind: lesson.kind,
            now: input.now,
          })
        ).slice(0, 3)
  const change: LessonChange = { lessonId: lesson.id, method: 'CANCEL', studentIds: students, makeUp }
  return { lesson, changes: [change] }
}

/** A late cancellation forgiven by the lesson's teacher: the credit is free again. */
export async function excuseBooking(db: Database, input: { teacherId: string | null; bookingId: string }) {
  const [row] = await db
    .select({ booking: lessonBookings, lesson: scheduledLessons })
    .from(lessonBookings)
    .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
    .where(eq(lessonBookings.id, input.bookingId))
  if (!row) throw new AppError('NOT_FOUND', M.bookingNotFound)
  if (input.teacherId && row.lesson.teacherId !== input.teacherId) throw new AppError('FORBIDDEN', M.notYourLesson)
  const [updated] = await db
    .update(lessonBookings)
    .set({ status: 'excused' })
    .where(and(eq(lessonBookings.id, row.booking.id), eq(lessonBookings.status, 'late_cancelled')))
    .returning()
  if (!updated) throw new AppError('CONFLICT', M.notExcusable)
  return updated
}

export type LessonReport = {
  notes: string | null
  homework: string | null
  attendance: { bookingId: string; attendance: Attendance }[]
}

/** Attendance, notes and homework, by the lesson's own teacher, once the lesson has begun. */
export async function reportLesson(
  db: Database,
  input: { teacherId: string; lessonId: string; now: Date; report: LessonReport },
) {
  const lesson = await loadTeacherLesson(db, input.teacherId, input.lessonId)
  if (lesson.status !== 'scheduled') throw new AppError('CONFLICT', M.notCancellable)
  if (lesson.startsAt > input.now) throw new AppError('CONFLICT', M.notStartedYet)
  return db.transaction(async tx => {
    for (const entry of input.report.attendance) {
      const [updated] = await tx
        .update(lessonBookings)
        .set({ attendance: entry.attendance })
        .where(
          and(
            eq(lessonBookings.id, entry.bookingId),
            eq(lessonBookings.lessonId, lesson.id),
            eq(lessonBookings.status, 'booked'),
          ),
        )
        .returning({ id: lessonBookings.id })
      if (!updated)
        throw new AppError('INVALID_INPUT', 'Cet élève n’est pas inscrit à ce cours.', { attendance: 'Élève inconnu.' })
    }
    const [updated] = await tx
      .update(scheduledLessons)
      .set({ notes: input.report.notes, homework: input.report.homework, reportedAt: input.now })
      .where(eq(scheduledLessons.id, lesson.id))
      .returning()
    // New or changed notes or homework are worth telling the students; attendance alone is not.
    const written = (value: string | null) => value?.trim() || null
    const reportChanged =
      (written(input.report.notes) !== null && written(input.report.notes) !== written(lesson.notes)) ||
      (written(input.report.homework) !== null && written(input.report.homework) !== written(lesson.homework))
    return { ...updated!, reportChanged }
  })
}

export type CalendarLesson = {
  id: string
  kind: CreditKind
  discipline: string
  title: string | null
  teacherId: string
  teacherName: string
  startsAt: string
  endsAt: string
  place: LessonPlace
  meetingUrl: string | null
  capacity: number
  status: 'scheduled' | 'cancelled'
  notes: string | null
  homework: string | null
  reported: boolean
  students: {
    bookingId: string
    studentId: string
    name: string
    email: string
    status: BookingStatus
    attendance: Attendance | null
  }[]
}

/** Lessons between two instants, with their students: a teacher's week, or every teacher's (admin). */
export async function listCalendar(
  db: Database,
  query: { teacherId?: string; from: Date; to: Date; includeCancelled?: boolean },
): Promise<CalendarLesson[]> {
  const lessons = await db
    .select({ lesson: scheduledLessons, teacherName: teacherProfiles.displayName })
    .from(scheduledLessons)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, scheduledLessons.teacherId))
    .where(
      and(
        query.teacherId ? eq(scheduledLessons.teacherId, query.teacherId) : undefined,
        gte(scheduledLessons.startsAt, query.from),
        lt(scheduledLessons.startsAt, query.to),
        query.includeCancelled ? undefined : eq(scheduledLessons.status, 'scheduled'),
      ),
    )
    .orderBy(asc(scheduledLessons.startsAt))
  if (lessons.length === 0) return []
  const bookings = await db
    .select({ booking: lessonBookings, name: user.name, email: user.email })
    .from(lessonBookings)
    .innerJoin(user, eq(user.id, lessonBookings.studentId))
    .where(
      inArray(
        lessonBookings.lessonId,
        lessons.map(row => row.lesson.id),
      ),
    )
    .orderBy(asc(lessonBookings.createdAt))
  return lessons.map(({ lesson, teacherName }) => ({
    id: lesson.id,
    kind: lesson.kind,
    discipline: lesson.discipline,
    title: lesson.title,
    teacherId: lesson.teacherId,
    teacherName: teacherName ?? '',
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    place: lesson.place,
    meetingUrl: lesson.meetingUrl,
    capacity: lesson.capacity,
    status: lesson.status,
    notes: lesson.notes,
    homework: lesson.homework,
    reported: lesson.reportedAt !== null,
    students: bookings
      .filter(row => row.booking.lessonId === lesson.id)
      .map(row => ({
        bookingId: row.booking.id,
        studentId: row.booking.studentId,
        name: row.name,
        email: row.email,
        status: row.booking.status,
        attendance: row.booking.attendance,
      })),
  }))
}

// ─── The student's side ──────────────────────────────────────────────────────

export type StudentBooking = {
  id: string
  lessonId: string
  kind: CreditKind
  discipline: string
  title: string | null
  teacherId: string
  teacherName: string
  startsAt: string
  endsAt: string
  place: LessonPlace
  meetingUrl: string | null
  status: BookingStatus
  lessonStatus: 'scheduled' | 'cancelled'
  attendance: Attendance | null
  notes: string | null
  homework: string | null
  /** True while cancelling or moving still gives the credit back. */
  freeChange: boolean
}

export async function listStudentBookings(db: Database, userId: string, now = new Date()): Promise<StudentBooking[]> {
  const rows = await db
    .select({ booking: lessonBookings, lesson: scheduledLessons, teacherName: teacherProfiles.displayName })
    .from(lessonBookings)
    .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, scheduledLessons.teacherId))
    .where(
      and(eq(lessonBookings.studentId, userId), gt(scheduledLessons.startsAt, new Date(now.getTime() - 120 * DAY_MS))),
    )
    .orderBy(desc(scheduledLessons.startsAt))
  return rows.map(({ booking, lesson, teacherName }) => ({
    id: booking.id,
    lessonId: lesson.id,
    kind: lesson.kind,
    discipline: lesson.discipline,
    title: lesson.title,
    teacherId: lesson.teacherId,
    teacherName: teacherName ?? '',
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    place: lesson.place,
    // The visio link only for a seat actually held.
    meetingUrl: booking.status === 'booked' ? lesson.meetingUrl : null,
    status: booking.status,
    lessonStatus: lesson.status,
    attendance: booking.attendance,
    notes: lesson.reportedAt ? lesson.notes : null,
    homework: lesson.reportedAt ? lesson.homework : null,
    freeChange: lesson.startsAt.getTime() - now.getTime() >= FREE_CHANGE_MS,
  }))
}

/** Names and addresses for invitations. */
export async function findPeople(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; email: string }>()
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.id, ids))
  return new Map(rows.map(row => [row.id, { name: row.name, email: row.email }]))
}

export async function bookedStudentsOf(db: Database, lessonId: string): Promise<string[]> {
  const rows = await db
    .select({ studentId: lessonBookings.studentId })
    .from(lessonBookings)
    .where(and(eq(lessonBookings.lessonId, lessonId), eq(lessonBookings.status, 'booked')))
    .orderBy(asc(lessonBookings.seat))
  return rows.map(row => row.studentId)
}

export async function findLesson(db: Database, lessonId: string) {
  const [row] = await db.select().from(scheduledLessons).where(eq(scheduledLessons.id, lessonId))
  return row ?? null
}

// ─── Admin ───────────────────────────────────────────────────────────────────

export type StudentCredits = {
  studentId: string
  name: string
  email: string
  kind: CreditKind
  remaining: number
  used: number
  expiresAt: string
}

/** Credits per student and kind, for sets not yet expired. */
export async function listCreditsPerStudent(db: Database, now = new Date()): Promise<StudentCredits[]> {
  const inUse = sql`exists (select 1 from ${lessonBookings} where ${lessonBookings.creditId} = ${lessonCredits.id} and ${lessonBookings.status} in ('booked', 'waiting', 'late_cancelled'))`
  const rows = await db
    .select({
      studentId: lessonEntitlements.userId,
      name: user.name,
      email: user.email,
      kind: lessonEntitlements.kind,
      remaining: sql<number>`count(*) filter (where ${lessonCredits.revokedAt} is null and not ${inUse})`.mapWith(
        Number,
      ),
      used: sql<number>`count(*) filter (where ${lessonCredits.revokedAt} is null and ${inUse})`.mapWith(Number),
      expiresAt: sql<string>`min(${lessonEntitlements.expiresAt})`,
    })
    .from(lessonCredits)
    .innerJoin(lessonEntitlements, eq(lessonEntitlements.id, lessonCredits.entitlementId))
    .innerJoin(user, eq(user.id, lessonEntitlements.userId))
    .where(gt(lessonEntitlements.expiresAt, now))
    .groupBy(lessonEntitlements.userId, user.name, user.email, lessonEntitlements.kind)
    .orderBy(asc(user.name))
  return rows.map(row => ({ ...row, expiresAt: new Date(row.expiresAt).toISOString() }))
}

/**
 * A manual adjustment: a positive delta adds a set of credits valid until `expiresAt`; a negative one
 * takes back that many unused credits (latest expiry first). Returns what changed, for the audit journal.
 */
export async function adjustCredits(
  tx: Database,
  input: {
    studentId: string
    kind: CreditKind
    delta: number
    expiresAt: Date
    note: string
    actorId: string
    now: Date
  },
) {
  const [student] = await tx
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, input.studentId))
  if (!student) throw new AppError('NOT_FOUND', 'Élève introuvable.')
  if (input.delta > 0) {
    if (input.expiresAt <= input.now)
      throw new AppError('INVALID_INPUT', 'La date d’expiration est déjà passée.', { expiresAt: 'Date passée.' })
    const [entitlement] = await tx
      .insert(lessonEntitlements)
      .values({
        userId: student.id,
        kind: input.kind,
        durationMinutes: KIND_DURATIONS[input.kind],
        quantity: input.delta,
        periodStart: input.now,
        expiresAt: input.expiresAt,
        source: 'admin',
        note: input.note,
        createdById: input.actorId,
      })
      .returning({ id: lessonEntitlements.id })
    await tx
      .insert(lessonCredits)
      .values(
        Array.from({ length: input.delta }, (_, index) => ({ entitlementId: entitlement!.id, position: index + 1 })),
      )
    return { student, changed: input.delta }
  }
  const free = await tx
    .select({ id: lessonCredits.id })
    .from(lessonCredits)
    .innerJoin(lessonEntitlements, eq(lessonEntitlements.id, lessonCredits.entitlementId))
    .where(
      and(
        eq(lessonEntitlements.userId, student.id),
        eq(lessonEntitlements.kind, input.kind),
        gt(lessonEntitlements.expiresAt, input.now),
        isNull(lessonCredits.revokedAt),
        sql`not exists (select 1 from ${lessonBookings} where ${lessonBookings.creditId} = ${lessonCredits.id} and ${lessonBookings.status} in ('booked', 'waiting', 'late_cancelled'))`,
      ),
    )
    .orderBy(desc(lessonEntitlements.expiresAt), desc(lessonCredits.position))
    .limit(-input.delta)
  if (free.length < -input.delta)
    throw new AppError('CONFLICT', `Cet élève n’a que ${free.length} crédit(s) libre(s) de ce type à retirer.`)
  await tx
    .update(lessonCredits)
    .set({ revokedAt: input.now })
    .where(
      inArray(
        lessonCredits.id,
        free.map(row => row.id),
      ),
    )
  return { student, changed: input.delta }
}

/** Attendance rate and load per teacher over a period (admin reports). */
export async function teacherStats(db: Database, from: Date, to: Date) {
  const rows = await db
    .select({
      teacherId: scheduledLessons.teacherId,
      teacherName: teacherProfiles.displayName,
      lessons: sql<number>`count(distinct ${scheduledLessons.id})`.mapWith(Number),
      minutes:
        sql<number>`coalesce(sum(extract(epoch from (${scheduledLessons.endsAt} - ${scheduledLessons.startsAt})) / 60) / nullif(count(${lessonBookings.id}), 0) * count(distinct ${scheduledLessons.id}), 0)`.mapWith(
          Number,
        ),
      present: sql<number>`count(${lessonBookings.id}) filter (where ${lessonBookings.attendance} = 'present')`.mapWith(
        Number,
      ),
      marked: sql<number>`count(${lessonBookings.id}) filter (where ${lessonBookings.attendance} is not null)`.mapWith(
        Number,
      ),
    })
    .from(scheduledLessons)
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, scheduledLessons.teacherId))
    .leftJoin(
      lessonBookings,
      and(eq(lessonBookings.lessonId, scheduledLessons.id), eq(lessonBookings.status, 'booked')),
    )
    .where(
      and(
        eq(scheduledLessons.status, 'scheduled'),
        gte(scheduledLessons.startsAt, from),
        lt(scheduledLessons.startsAt, to),
      ),
    )
    .groupBy(scheduledLessons.teacherId, teacherProfiles.displayName)
    .orderBy(asc(teacherProfiles.displayName))
  return rows.map(row => ({
    ...row,
    minutes: Math.round(row.minutes),
    attendanceRate: row.marked > 0 ? Math.round((row.present / row.marked) * 100) : null,
  }))
}

// ─── Reminders ───────────────────────────────────────────────────────────────

/**
 * Bookings whose 24 h (or 2 h) reminder is due and not yet sent; each is claimed by setting its
 * column, so two instances never send the same reminder.
 */
export async function claimDueReminders(db: Database, now: Date) {
  const claimed: { bookingId: string; lessonId: string; studentId: string; which: '24h' | '2h' }[] = []
  for (const [which, hours, column] of [
    ['24h', 24, lessonBookings.reminded24At],
    ['2h', 2, lessonBookings.reminded2At],
  ] as const) {
    const due = await db
      .select({ id: lessonBookings.id })
      .from(lessonBookings)
      .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
      .where(
        and(
          eq(lessonBookings.status, 'booked'),
          eq(scheduledLessons.status, 'scheduled'),
          isNull(column),
          gt(scheduledLessons.startsAt, now),
          lte(scheduledLessons.startsAt, new Date(now.getTime() + hours * 3600_000)),
          // A 2 h window also covers the 24 h one: never send the 24 h reminder 2 h before.
          which === '24h' ? gt(scheduledLessons.startsAt, new Date(now.getTime() + 2 * 3600_000)) : undefined,
        ),
      )
      .limit(200)
    if (due.length === 0) continue
    const rows = await db
      .update(lessonBookings)
      .set(
        which === '24h'
          ? { reminded24At: now }
          : {
              reminded2At: now,
              reminded24At: sql`coalesce(${lessonBookings.reminded24At}, ${now.toISOString()}::timestamptz)`,
            },
      )
      .where(
        and(
          inArray(
            lessonBookings.id,
            due.map(row => row.id),
          ),
          isNull(column),
        ),
      )
      .returning({
        bookingId: lessonBookings.id,
        lessonId: lessonBookings.lessonId,
        studentId: lessonBookings.studentId,
      })
    claimed.push(...rows.map(row => ({ ...row, which })))
  }
  return claimed
}

// ─── Monthly reports ─────────────────────────────────────────────────────────

/** Students who had at least one lesson (booked, not cancelled) between two instants. */
export async function studentsWithLessons(db: Database, from: Date, to: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ studentId: lessonBookings.studentId })
    .from(lessonBookings)
    .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
    .where(
      and(eq(lessonBookings.status, 'booked'), gte(scheduledLessons.startsAt, from), lt(scheduledLessons.startsAt, to)),
    )
  return rows.map(row => row.studentId)
}

/** A student's lessons of a period, with attendance, notes and homework, oldest first. */
export async function lessonsOfStudent(db: Database, studentId: string, from: Date, to: Date) {
  return db
    .select({
      startsAt: scheduledLessons.startsAt,
      kind: scheduledLessons.kind,
      discipline: scheduledLessons.discipline,
      title: scheduledLessons.title,
      teacherName: teacherProfiles.displayName,
      attendance: lessonBookings.attendance,
      notes: scheduledLessons.notes,
      homework: scheduledLessons.homework,
    })
    .from(lessonBookings)
    .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, scheduledLessons.teacherId))
    .where(
      and(
        eq(lessonBookings.studentId, studentId),
        eq(lessonBookings.status, 'booked'),
        gte(scheduledLessons.startsAt, from),
        lt(scheduledLessons.startsAt, to),
      ),
    )
    .orderBy(asc(scheduledLessons.startsAt))
}

/** Stores a report once per student and month; null when that month's report already exists. */
export async function saveProgressReport(
  db: Database,
  report: { studentId: string; month: string; pdf: Buffer; summary: Record<string, number | null> },
) {
  const [row] = await db
    .insert(progressReports)
    .values({
      studentId: report.studentId,
      month: report.month,
      pdf: report.pdf.toString('base64'),
      summary: report.summary,
    })
    .onConflictDoNothing()
    .returning({ id: progressReports.id })
  return row ?? null
}

export async function listProgressReports(db: Database, studentId: string) {
  const rows = await db
    .select({
      id: progressReports.id,
      month: progressReports.month,
      summary: progressReports.summary,
      createdAt: progressReports.createdAt,
    })
    .from(progressReports)
    .where(eq(progressReports.studentId, studentId))
    .orderBy(desc(progressReports.month))
  return rows.map(row => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

export async function findProgressReport(db: Database, id: string) {
  const [row] = await db.select().from(progressReports).where(eq(progressReports.id, id))
  return row ?? null
}

export async function reportedStudents(db: Database, month: string): Promise<Set<string>> {
  const rows = await db
    .select({ studentId: progressReports.studentId })
    .from(progressReports)
    .where(eq(progressReports.month, month))
  return new Set(rows.map(row => row.studentId))
}

/** How long after the last lesson or correction a student still counts as the teacher's. */
export const CURRENT_STUDENT_DAYS = 90

/**
 * The current students of a teacher, by discipline: those holding a booking (not cancelled) of one of
 * the teacher's lessons that starts from CURRENT_STUDENT_DAYS ago on, or who sent them an exercise for
 * correction in that time. Their assessment recordings in that discipline are the teacher's to hear;
 * a former student's, or another discipline's, are not.
 */
export async function currentStudentsOfTeacher(
  db: Database,
  teacherId: string,
  now = new Date(),
): Promise<{ studentId: string; discipline: string }[]> {
  const since = new Date(now.getTime() - CURRENT_STUDENT_DAYS * 86_400_000)
  const [booked, corrected] = await Promise.all([
    db
      .selectDistinct({ studentId: lessonBookings.studentId, discipline: scheduledLessons.discipline })
      .from(lessonBookings)
      .innerJoin(scheduledLessons, eq(scheduledLessons.id, lessonBookings.lessonId))
      .where(
        and(
          eq(scheduledLessons.teacherId, teacherId),
          gte(scheduledLessons.startsAt, since),
          ne(lessonBookings.status, 'cancelled'),
        ),
      ),
    db
      .selectDistinct({ studentId: corrections.studentId, discipline: corrections.discipline })
      .from(corrections)
      .where(and(eq(corrections.teacherId, teacherId), gte(corrections.createdAt, since))),
  ])
  const seen = new Map([...booked, ...corrected].map(pair => [`${pair.studentId} ${pair.discipline}`, pair]))
  return [...seen.values()]
}

/** The disciplines a teacher's profile says they teach (none without a profile). */
export async function teacherDisciplines(db: Database, teacherId: string): Promise<string[]> {
  const [row] = await db
    .select({ disciplines: teacherProfiles.disciplines })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId))
  return row?.disciplines ?? []
}
