import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate, generateSecret } from 'otplib';
import type { StaffRole } from '@/lib/staff/roles';
import type { Db } from '@/lib/server/db/client';
import { staffAccounts } from '@/lib/server/db/staff-schema';
import { hashPassword } from '@/lib/server/auth/passwords';
import { sealSecret } from '@/lib/server/auth/two-factor';

// A service test's own database: an embedded PGlite in a folder of its own, migrated as the server's
// is (lib/server/db/client.ts). PGlite loads itself with a dynamic import, which Jest allows only
// under NODE_OPTIONS=--experimental-vm-modules (npm run test:unit sets it).

/** Opens a fresh database for a test file; close it in afterAll. */
export async function openTestDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-db-'));
  process.env.PGLITE_DIR = dir;
  delete process.env.DATABASE_URL;
  const { openDatabase } = await import('@/lib/server/db/client');
  const opened = await openDatabase();
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const TEST_STAFF_PASSWORD = 'Staff-Test-Password-2026';

/** A staff account with the password above and an authenticator, as after its set-up; `code()` gives a TOTP code. */
export async function addStaff(db: Db, email: string, role: StaffRole = 'admin', name = '林怡萱') {
  const id = randomUUID();
  const secret = generateSecret();
  const [row] = await db
    .insert(staffAccounts)
    .values({
      id,
      email,
      name,
      phone: '',
      role,
      dealerCode: null,
      passwordHash: await hashPassword(TEST_STAFF_PASSWORD),
      totpSecret: await sealSecret(db, id, secret),
      totpEnabledAt: new Date(),
    })
    .returning();
  return { ...row, code: (steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 }) };
}
