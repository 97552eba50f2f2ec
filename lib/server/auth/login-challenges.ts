import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginChallenges } from '../db/schema';
import { LOGIN_CHALLENGE_TTL_MS } from './policy';
import { newToken, sha256 } from './tokens';

/** After a right password, the token that asks for the second factor (L00006); only its hash is kept. */
export async function openLoginChallenge(db: Executor, memberId: string): Promise<string> {
  const challenge = newToken();
  await db
    .insert(loginChallenges)
    .values({ memberId, tokenHash: sha256(challenge), expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS) });
  return challenge;
}

const open = (challenge: string) =>
  and(eq(loginChallenges.tokenHash, sha256(challenge)), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, new Date()));

/** The member a challenge still open belongs to, or null. */
export async function challengedMember(db: Executor, challenge: string): Promise<string | null> {
  const [row] = await db.select({ memberId: loginChallenges.memberId }).from(loginChallenges).where(open(challenge));
  return row?.memberId ?? null;
}

/** Takes the challenge: true for the one caller that does so while it is still open. */
export async function closeLoginChallenge(db: Executor, challenge: string): Promise<boolean> {
  const taken = await db.update(loginChallenges).set({ usedAt: new Date() }).where(open(challenge)).returning({ id: loginChallenges.id });
  return taken.length > 0;
}
