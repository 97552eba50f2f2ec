import * as z from 'zod';
import { DATE_TIME, UUID } from './data-fields';

// What the API answers of logging in, registering, sessions and two-factor sign-in (docs/api.md).

export const loggedInSchema = z.object({ token: z.string().min(40), memberUuid: UUID });
export const loginChallengeSchema = z.strictObject({ challenge: z.string().min(40) });
export const registeredSchema = z.object({ tempUuid: UUID, registerMail: z.string() });
export const forgetStartedSchema = z.object({ tempUuid: UUID });
export const resetTokenSchema = z.object({ resetToken: z.string().min(20) });
export const emailUndoneSchema = z.object({ restored: z.boolean() });

export const sessionListSchema = z.array(
  z.strictObject({
    sessionUuid: UUID,
    browser: z.string(),
    system: z.string(),
    place: z.string().nullable(),
    createdAt: DATE_TIME,
    lastUsedAt: DATE_TIME,
    current: z.boolean(),
  }),
);
export const sessionsEndedSchema = z.strictObject({ ended: z.int().min(0) });

export const twoFactorSetupDataSchema = z.strictObject({
  secret: z.string().regex(/^[A-Z2-7]{16,}$/),
  otpauthUri: z.string().regex(/^otpauth:\/\/totp\//),
  qrCode: z.string().regex(/^<svg/),
});
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string().regex(/^[a-z2-9]{4}-[a-z2-9]{4}$/)).length(10) });

/** Cities; ?cityId= its towns; ?cityId=&townId= the zip code. */
export const addressDataSchema = z.union([
  z.array(z.object({ cityId: z.string(), name: z.string() })),
  z.array(z.object({ townId: z.string(), name: z.string(), zip: z.string() })),
  z.object({ zip: z.string() }),
]);

/** C00001 of a login's second step whose challenge lapsed or was used: `restart` (sign in from the password again); null for a wrong code. */
export const challengeLapsedSchema = z.strictObject({ restart: z.literal(true) }).nullable();
