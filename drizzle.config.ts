import { defineConfig } from 'drizzle-kit'

// Generates SQL only; wrangler applies it (`npm run db:migrate:local`), reading just `*.sql`.
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/base/db/schema.ts',
  out: './migrations',
})
