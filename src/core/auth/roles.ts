/** Stored role values, exactly as the spec names them. */
export const ROLES = { student: 'Élève', client: 'client', admin: 'Admin' } as const

export type Role = (typeof ROLES)[keyof typeof ROLES]

/** Roles a visitor may choose at sign-up; 'Admin' can never be obtained through a public endpoint. */
export const SIGN_UP_ROLES = [ROLES.student, ROLES.client] as const
