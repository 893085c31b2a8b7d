import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates the SQL migrations into ./drizzle; the api applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
