import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/core/**/*.table.ts', './src/features/*/server/*.table.ts'],
  out: './drizzle',
  casing: 'snake_case',
})
