import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './lib/server/db/schema.ts',
    './lib/server/db/staff-schema.ts',
    './lib/server/db/media-schema.ts',
    './lib/server/db/catalog-schema.ts',
    './lib/server/db/pipeline-schema.ts',
    './lib/server/db/dealer-schema.ts',
    './lib/server/db/quote-schema.ts',
    './lib/server/db/saved-configuration-schema.ts',
  ],
  out: './lib/server/db/migrations',
});
