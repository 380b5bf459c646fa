import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; migrations are applied by src/db/migrate.ts at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
