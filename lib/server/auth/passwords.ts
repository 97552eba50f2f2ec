import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { brand } from '@/lib/site/brand';
import { fieldFailure } from '../core/api-failure';

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. Algorithm 2 is Argon2id (the enum is a const enum).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let decoy: Promise<string> | undefined;

/** Verifies against the stored hash, or against a decoy hash so unknown accounts take as long. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy password that matches nobody');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

let common: Set<string> | undefined;

/** One of the ~50,000 most common passwords (the zxcvbn list), compared without case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * The words of this site that a guesser tries first (ASVS 6.2.11): the brand's names and what the site
 * is about, in both scripts.
 */
export const CONTEXT_WORDS = [
  brand.name,
  brand.legalName,
  brand.shortName,
  ...brand.latinName.toLowerCase().split(/\s+/),
  brand.latinName.replace(/\s+/g, '').toLowerCase(),
  'truck',
  'portal',
  'member',
  'password',
  '卡車',
  '貨車',
  '商用車',
  '會員',
  '密碼',
];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ONLY_CONTEXT_WORDS = new RegExp(`^(?:${CONTEXT_WORDS.map(escape).join('|')})+$`, 'u');

/** Nothing but this site's words once digits, punctuation and case are set aside (`Tailan2026!`, `TruckPortal`). */
export function isContextPassword(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^\p{L}]/gu, '');
  return letters.length > 0 && ONLY_CONTEXT_WORDS.test(letters);
}

/** V00001 on the field when the password is one of the common ones or made of this site's words. */
export function assertPasswordAllowed(password: string, path = 'password') {
  if (isCommonPassword(password)) throw fieldFailure(path, '這個密碼太常見，容易被猜中，請換一個');
  if (isContextPassword(password)) throw fieldFailure(path, '密碼不可只由本站名稱或常見字詞組成，請換一個');
}
