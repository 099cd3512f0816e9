/** Comment length limits, shared by the server's schema and the form (kept free of zod for the browser). */
export const COMMENT_LIMITS = { name: 80, content: 2000 } as const
