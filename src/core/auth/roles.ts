/** Stored role values, exactly as the spec names them. */
/** 'Professeur' is given by an Admin only, like 'Admin'. */
export const ROLES = { student: 'Élève', client: 'client', admin: 'Admin', teacher: 'Professeur' } as const

export type Role = (typeof ROLES)[keyof typeof ROLES]

/** Roles a visitor may choose at sign-up; 'Admin' and 'Professeur' can never be obtained through a public endpoint. */
export const SIGN_UP_ROLES = [ROLES.student, ROLES.client] as const
