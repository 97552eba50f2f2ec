/** @jest-environment node */
import { createHash, randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { verifyPassword } from './passwords';
import { checkSecondFactor, checkTotp, newEnrolment, newRecoveryCodes, normalizeRecoveryCode, openWith, sealWith } from './two-factor';

jest.mock('./server-key', () => ({ serverKey: jest.fn() }));
jest.mock('./passwords', () => {
  const actual = jest.requireActual('./passwords');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// A fixed clock in the middle of a 30-second step.
const NOW = Date.UTC(2026, 10, 24, 12, 0, 15);
const STEP = Math.floor(NOW / 30_000);
const codeAt = (ms: number) => generate({ secret: SECRET, epoch: Math.floor(ms / 1000) });

describe('checkTotp', () => {
  test('accepts the code of this step and of one step either side, with the step it belongs to', async () => {
    expect(await checkTotp(SECRET, await codeAt(NOW), null, NOW)).toBe(STEP);
    expect(await checkTotp(SECRET, await codeAt(NOW - 30_000), null, NOW)).toBe(STEP - 1);
    expect(await checkTotp(SECRET, await codeAt(NOW + 30_000), null, NOW)).toBe(STEP + 1);
  });

  test('refuses a code two steps away, a wrong code and what is not six digits', async () => {
    expect(await checkTotp(SECRET, await codeAt(NOW - 60_000), null, NOW)).toBeNull();
    expect(await checkTotp(SECRET, await codeAt(NOW + 60_000), null, NOW)).toBeNull();
    const right = await codeAt(NOW);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(await checkTotp(SECRET, wrong, null, NOW)).toBeNull();
    expect(await checkTotp(SECRET, `${right} `, null, NOW)).toBeNull();
    expect(await checkTotp(SECRET, '', null, NOW)).toBeNull();
  });

  test('refuses a code already used, and any code of an earlier step (replay)', async () => {
    const code = await codeAt(NOW);
    const step = await checkTotp(SECRET, code, null, NOW);
    expect(await checkTotp(SECRET, code, step, NOW)).toBeNull();
    expect(await checkTotp(SECRET, await codeAt(NOW - 30_000), step, NOW)).toBeNull();
    expect(await checkTotp(SECRET, await codeAt(NOW + 30_000), step, NOW)).toBe(STEP + 1);
  });
});

describe('recovery codes', () => {
  beforeEach(() => jest.mocked(verifyPassword).mockClear());

  test('ten distinct codes shaped xxxx-xxxx, stored only as hashes', async () => {
    const { codes, hashes } = await newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    for (const hash of hashes) expect(codes.some((code) => hash.includes(code) || hash.includes(code.replace('-', '')))).toBe(false);
  });

  test('are stored as salted argon2id hashes (ASVS 6.5.2), not as a SHA-256 anyone could brute-force offline', async () => {
    const { codes, hashes } = await newRecoveryCodes();
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    hashes.forEach((hash, index) => {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(hash).not.toBe(sha256(codes[index]));
      expect(hash).not.toMatch(/^[0-9a-f]{64}$/);
    });
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(10);
  });

  test('a typed code is checked against the stored hashes until the first match; a wrong 6-digit code costs no hash check', async () => {
    const { codes, hashes } = await newRecoveryCodes();
    const fields = { totpLastStep: null, recoveryCodeHashes: hashes };
    const right = await codeAt(NOW);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(await checkSecondFactor(SECRET, fields, wrong, NOW)).toBeNull();
    expect(verifyPassword).not.toHaveBeenCalled();
    expect(await checkSecondFactor(SECRET, fields, codes[0], NOW)).toMatchObject({ kind: 'recovery' });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
  });

  test('each is accepted once, typed in any case and with or without the dash', async () => {
    const { codes, hashes } = await newRecoveryCodes();
    const first = await checkSecondFactor(
      SECRET,
      { totpLastStep: null, recoveryCodeHashes: hashes },
      ` ${codes[3].toUpperCase().replace('-', '')} `,
      NOW,
    );
    expect(first).toEqual({ kind: 'recovery', recoveryCodeHashes: hashes.filter((_, index) => index !== 3) });
    const remaining = (first as { recoveryCodeHashes: string[] }).recoveryCodeHashes;
    expect(await checkSecondFactor(SECRET, { totpLastStep: null, recoveryCodeHashes: remaining }, codes[3], NOW)).toBeNull();
    expect(await checkSecondFactor(SECRET, { totpLastStep: null, recoveryCodeHashes: remaining }, codes[4], NOW)).toMatchObject({
      kind: 'recovery',
    });
    expect(normalizeRecoveryCode('ABCD EFGH')).toBe('abcd-efgh');
  });

  test('a TOTP code is taken as one and moves the last step', async () => {
    const { hashes } = await newRecoveryCodes();
    expect(await checkSecondFactor(SECRET, { totpLastStep: STEP - 1, recoveryCodeHashes: hashes }, await codeAt(NOW), NOW)).toEqual({
      kind: 'totp',
      totpLastStep: STEP,
    });
    expect(await checkSecondFactor(SECRET, { totpLastStep: STEP, recoveryCodeHashes: hashes }, await codeAt(NOW), NOW)).toBeNull();
  });
});

describe('the secret at rest', () => {
  const key = randomBytes(32);
  const owner = '7f1c2c9e-4d1b-4f7e-9a7e-1f2d3c4b5a69';

  test('is not readable in what is stored, and opens with the key for its owner', () => {
    const sealed = sealWith(key, owner, SECRET);
    expect(sealed).not.toContain(SECRET);
    expect(sealWith(key, owner, SECRET)).not.toBe(sealed);
    expect(openWith(key, owner, sealed)).toBe(SECRET);
  });

  test('does not open with another key, for another owner, or once tampered with', () => {
    const sealed = sealWith(key, owner, SECRET);
    expect(() => openWith(randomBytes(32), owner, sealed)).toThrow();
    expect(() => openWith(key, '00000000-0000-4000-8000-000000000000', sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from(Buffer.from(parts[3], 'base64url').map((byte, index) => (index === 0 ? byte ^ 1 : byte))).toString('base64url');
    expect(() => openWith(key, owner, parts.join('.'))).toThrow();
  });
});

test('an enrolment gives the secret, its otpauth URI and the QR code as SVG', async () => {
  const { secret, otpauthUri, qrCode } = await newEnrolment('member@example.com');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
});
