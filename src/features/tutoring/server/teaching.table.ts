import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from '#core/auth/auth.table.ts'
import { timestamps } from '#core/db/columns.ts'
import type { CreditKind, LessonPlace } from '../teaching.rules.ts'

const userRef = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' })

/** The public face of a user holding the 'Professeur' role. */
export const teacherProfiles = pgTable('teacher_profiles', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text().notNull(),
  photoUrl: text(),
  bio: text().notNull().default(''),
  /** Discipline ids (piano, chant, mao, musicologie). */
  disciplines: jsonb().notNull().$type<string[]>().default([]),
  languages: jsonb().notNull().$type<string[]>().default(['Français']),
  /** The visio link given to online lessons. */
  meetingUrl: text(),
  /** Shown on /academie when true. */
  published: boolean().notNull().default(true),
  ...timestamps,
})

/**
 * A weekly recurring window, in Douala local time (minutes after midnight; Douala has no daylight
 * saving time, so local = UTC+1 all year). Weekday is ISO: 1 = lundi … 7 = dimanche.
 */
export const teacherAvailability = pgTable(
  'teacher_availability',
  {
    id: uuid().primaryKey().defaultRandom(),
    teacherId: userRef(),
    weekday: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
    place: text().notNull().$type<LessonPlace>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [
    index().on(table.teacherId, table.weekday),
    check(
      'availability_window',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute} and ${table.weekday} between 1 and 7`,
    ),
  ],
)

/** Holidays and one-off absences of a teacher (UTC instants). */
export const teacherAbsences = pgTable(
  'teacher_absences',
  {
    id: uuid().primaryKey().defaultRandom(),
    teacherId: userRef(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [
    index().on(table.teacherId, table.startsAt),
    check('absence_order', sql`${table.startsAt} < ${table.endsAt}`),
  ],
)

/** Days the label closes the academy (a Douala calendar date, 'YYYY-MM-DD'). */
export const closureDays = pgTable('closure_days', {
  day: text().primaryKey(),
  label: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * What a payment (or an admin adjustment) gives: `quantity` lessons of one kind, usable from
 * `periodStart` until `expiresAt`. A Pack Duo is shared with a partner invited by email.
 */
export const lessonEntitlements = pgTable(
  'lesson_entitlements',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    partnerUserId: text().references(() => user.id, { onDelete: 'set null' }),
    partnerEmail: text(),
    /** Secret of the partner's invitation link (Pack Duo). */
    partnerToken: text().unique(),
    orderId: uuid(),
    formulaId: text(),
    kind: text().notNull().$type<CreditKind>(),
    durationMinutes: integer().notNull(),
    quantity: integer().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    source: text().notNull().$type<'order' | 'admin'>(),
    note: text(),
    createdById: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  table => [
    // One set of credits per order and kind: a replayed payment hook grants nothing twice.
    uniqueIndex().on(table.orderId, table.kind),
    index().on(table.userId, table.expiresAt),
    index().on(table.partnerUserId),
  ],
)

/** One usable lesson; a booking holds it (see the unique index on lesson_bookings.credit_id). */
export const lessonCredits = pgTable(
  'lesson_credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    entitlementId: uuid()
      .notNull()
      .references(() => lessonEntitlements.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** An admin took it back (manual adjustment). */
    revokedAt: timestamp({ withTimezone: true }),
  },
  table => [uniqueIndex().on(table.entitlementId, table.position)],
)

export type LessonStatus = 'scheduled' | 'cancelled'

/** A lesson in a teacher's calendar: individual, duo, follow-up, interview, or a workshop with seats. */
export const scheduledLessons = pgTable(
  'scheduled_lessons',
  {
    id: uuid().primaryKey().defaultRandom(),
    teacherId: userRef(),
    kind: text().notNull().$type<CreditKind>(),
    discipline: text().notNull(),
    title: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    place: text().notNull().$type<LessonPlace>(),
    meetingUrl: text(),
    capacity: integer().notNull().default(1),
    status: text().notNull().default('scheduled').$type<LessonStatus>(),
    /** iCalendar SEQUENCE: raised by every change, so calendar apps update the same event. */
    sequence: integer().notNull().default(0),
    notes: text(),
    homework: text(),
    reportedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  table => [
    index().on(table.teacherId, table.startsAt),
    index().on(table.startsAt),
    check('lesson_order', sql`${table.startsAt} < ${table.endsAt}`),
    check('lesson_capacity', sql`${table.capacity} between 1 and 15`),
  ],
)

/**
 * The guard against double booking: one row per teacher and 30-minute block a scheduled lesson
 * occupies. Two lessons that overlap for one teacher need the same row, and the primary key lets
 * exactly one insert win, on PGlite as on PostgreSQL (no check-then-write).
 */
export const teacherBusyBlocks = pgTable(
  'teacher_busy_blocks',
  {
    teacherId: userRef(),
    blockStart: timestamp({ withTimezone: true }).notNull(),
    lessonId: uuid()
      .notNull()
      .references(() => scheduledLessons.id, { onDelete: 'cascade' }),
  },
  table => [
    primaryKey({ name: 'teacher_busy_blocks_pk', columns: [table.teacherId, table.blockStart] }),
    index().on(table.lessonId),
  ],
)

/**
 * The same guard for a student's time: one row per student and 30-minute block of every lesson they
 * hold a seat in (both students of a Pack Duo), so one student never holds two lessons at once,
 * however many bookings race (a primary key, not a check before the insert).
 */
export const studentBusyBlocks = pgTable(
  'student_busy_blocks',
  {
    studentId: userRef(),
    blockStart: timestamp({ withTimezone: true }).notNull(),
    lessonId: uuid()
      .notNull()
      .references(() => scheduledLessons.id, { onDelete: 'cascade' }),
  },
  table => [
    primaryKey({ name: 'student_busy_blocks_pk', columns: [table.studentId, table.blockStart] }),
    index().on(table.lessonId),
  ],
)

export type BookingStatus =
  /** Holds a seat and a credit. */
  | 'booked'
  /** Workshop full: holds a credit, moves up when a seat frees. */
  | 'waiting'
  /** Cancelled in time, or by the teacher: the credit is free again. */
  | 'cancelled'
  /** Cancelled less than 24 h before: the credit stays spent. */
  | 'late_cancelled'
  /** A late cancellation the teacher excused: the credit is free again. */
  | 'excused'

export type Attendance = 'present' | 'absent'

export const lessonBookings = pgTable(
  'lesson_bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    lessonId: uuid()
      .notNull()
      .references(() => scheduledLessons.id, { onDelete: 'cascade' }),
    studentId: userRef(),
    /** Null for the second student of a duo (the payer's credit covers both). */
    creditId: uuid().references(() => lessonCredits.id, { onDelete: 'set null' }),
    seat: integer(),
    status: text().notNull().$type<BookingStatus>(),
    attendance: text().$type<Attendance>(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text().$type<'student' | 'teacher' | 'admin'>(),
    reminded24At: timestamp({ withTimezone: true }),
    reminded2At: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  table => [
    // A credit pays for one lesson at a time (booked, waiting for a seat, or spent by a late cancel).
    uniqueIndex('lesson_bookings_credit_in_use')
      .on(table.creditId)
      .where(sql`${table.status} in ('booked', 'waiting', 'late_cancelled')`),
    // A seat holds one student: workshop capacity is enforced by the database too.
    uniqueIndex('lesson_bookings_seat_taken').on(table.lessonId, table.seat).where(sql`${table.status} = 'booked'`),
    uniqueIndex('lesson_bookings_student_once')
      .on(table.lessonId, table.studentId)
      .where(sql`${table.status} in ('booked', 'waiting')`),
    index().on(table.studentId, table.createdAt),
    check('booking_seat', sql`${table.seat} is null or ${table.seat} >= 1`),
  ],
)

/** An exercise sent for correction, answered by the teacher within 72 h. */
export const corrections = pgTable(
  'corrections',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: userRef(),
    teacherId: userRef(),
    discipline: text().notNull(),
    title: text().notNull(),
    answerText: text(),
    /**
     * The media key of an uploaded file or a browser recording (`private/corrections/…`): never served
     * as media, only through the API to the student, their teacher and the admins.
     */
    attachmentKey: text(),
    /** Its size, counted against the account's quota. */
    attachmentBytes: integer().notNull().default(0),
    attachmentKind: text().$type<'audio' | 'file'>(),
    attachmentName: text(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    replyText: text(),
    /** The teacher's spoken answer, kept like the attachment. */
    replyAudioKey: text(),
    answeredAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  table => [index().on(table.teacherId, table.answeredAt, table.dueAt), index().on(table.studentId, table.createdAt)],
)

/** A student's monthly progress report ("bilan"), kept as the PDF that was mailed. */
export const progressReports = pgTable(
  'progress_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    studentId: userRef(),
    /** 'YYYY-MM', the Douala calendar month reported on. */
    month: text().notNull(),
    /** The PDF, base64 (a few kilobytes: one page of text). */
    pdf: text().notNull(),
    summary: jsonb().notNull().$type<Record<string, number | null>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One report per student and month: generating twice (two instances, a restart) makes one.
  table => [uniqueIndex().on(table.studentId, table.month)],
)
