import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { brand } from '@/lib/site/brand';
import type { Executor } from '../db/client';
import { hashPassword, verifyPassword } from './passwords';
import { RECOVERY_CODE_COUNT } from './policy';
import { serverKey } from './server-key';

/**
 * TOTP two-factor sign-in for any kind of account (members now, staff later): it knows the stored
 * fields of an owner, never the table they live in; the caller stores what it returns.
 */
export interface TwoFactorFields {
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  recoveryCodeHashes: string[];
  totpEnabledAt: Date | null;
}

/** The stored fields of an owner without two-factor sign-in (turned off, or never on). */
export const TWO_FACTOR_OFF: TwoFactorFields = {
  totpSecret: null,
  totpPendingSecret: null,
  totpLastStep: null,
  recoveryCodeHashes: [],
  totpEnabledAt: null,
};

export const isTwoFactorOn = (fields: Pick<TwoFactorFields, 'totpSecret'>) => fields.totpSecret !== null;

const ISSUER = brand.name;
const PERIOD_S = 30;

// ── The secret at rest: AES-256-GCM, bound to its owner (the id is the additional data) ──

export function sealWith(key: Buffer, ownerId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(ownerId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openWith(key: Buffer, ownerId: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !body) throw new Error('unknown sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(ownerId))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export const sealSecret = async (db: Executor, ownerId: string, secret: string) =>
  sealWith(await serverKey(db, 'totp-secret'), ownerId, secret);
export const openSecret = async (db: Executor, ownerId: string, sealed: string) =>
  openWith(await serverKey(db, 'totp-secret'), ownerId, sealed);

// ── Enrolment ──

/** A new secret (160 bits, base32) with its otpauth:// URI and that URI as an SVG QR code. */
export async function newEnrolment(label: string) {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label, secret, period: PERIOD_S });
  const qrCode = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrCode };
}

// ── Codes ──

/** The time step of a code one step either side of now, when it is later than `lastStep`; else null. */
export async function checkTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(now / 1000), epochTolerance: PERIOD_S, period: PERIOD_S });
  if (!result.valid || !('timeStep' in result)) return null;
  // A code already accepted, or one older than it, is refused: a code overheard cannot be replayed.
  return lastStep !== null && result.timeStep <= lastStep ? null : result.timeStep;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Recovery codes look like `k7mq-2xhp`; typed with or without the dash, in any case. */
export const normalizeRecoveryCode = (code: string) => {
  const bare = code.trim().toLowerCase().replace(/[\s-]/g, '');
  return bare.length === 8 ? `${bare.slice(0, 4)}-${bare.slice(4)}` : bare;
};

const RECOVERY_CODE = /^[a-z0-9]{4}-[a-z0-9]{4}$/;

/**
 * Ten new codes to show once, and the hashes to store in place of the old ones: about 40 bits each, so
 * argon2id like a password (ASVS 6.5.2), never a fast hash that a stolen table would give up.
 */
export async function newRecoveryCodes() {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    normalizeRecoveryCode(Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')),
  );
  return { codes, hashes: await Promise.all(codes.map((code) => hashPassword(code))) };
}

/** The stored hash the code matches, checked one by one until the first match; null when none does. */
async function matchingRecoveryHash(hashes: string[], code: string): Promise<string | null> {
  for (const stored of hashes) if (await verifyPassword(stored, code)) return stored;
  return null;
}

export type SecondFactor = { kind: 'totp'; totpLastStep: number } | { kind: 'recovery'; recoveryCodeHashes: string[] };

/**
 * A TOTP code or an unused recovery code: what the owner's fields become once it is accepted
 * (the caller stores them only if nobody else changed them meanwhile), or null when wrong.
 */
export async function checkSecondFactor(
  secret: string,
  fields: Pick<TwoFactorFields, 'totpLastStep' | 'recoveryCodeHashes'>,
  code: string,
  now = Date.now(),
): Promise<SecondFactor | null> {
  const step = await checkTotp(secret, code.trim(), fields.totpLastStep, now);
  if (step !== null) return { kind: 'totp', totpLastStep: step };
  // Only what looks like a recovery code costs argon2 work: a wrong 6-digit code stops here.
  const typed = normalizeRecoveryCode(code);
  if (!RECOVERY_CODE.test(typed)) return null;
  const hash = await matchingRecoveryHash(fields.recoveryCodeHashes, typed);
  if (hash === null) return null;
  return { kind: 'recovery', recoveryCodeHashes: fields.recoveryCodeHashes.filter((stored) => stored !== hash) };
}
