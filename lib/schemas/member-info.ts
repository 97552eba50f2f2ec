import * as z from 'zod';
import { DATE_TIME, EMAIL, MASKED_ID_NUMBER, UUID } from './data-fields';

// The member as the API answers it (services/member-info.ts): closed, so a column that is not member info
// (the password hash) cannot leak into an answer unnoticed.

const MEMBER = {
  memberUuid: UUID,
  email: EMAIL,
  name: z.string(),
  mobile: z.string().regex(/^09\d{8}$/),
  cityId: z.string(),
  townId: z.string(),
  zip: z.string(),
  address: z.string(),
  createdAt: DATE_TIME,
  /** TOTP two-factor sign-in is on. */
  twoFactorEnabled: z.boolean(),
};
const INDIVIDUAL = { idNumber: MASKED_ID_NUMBER };
// Optional contact fields the member left empty are '' rather than missing.
const ENTERPRISE = { companyName: z.string(), ubn: z.string(), contactName: z.string(), contactTitle: z.string(), phone: z.string() };

export const memberInfoSchema = z.union([
  z.strictObject({ ...MEMBER, memberType: z.literal('individual'), ...INDIVIDUAL }),
  z.strictObject({ ...MEMBER, memberType: z.literal('enterprise'), ...ENTERPRISE }),
]);

/** The answer as the schema has it: one kind or the other. */
export type MemberInfoAnswer = z.output<typeof memberInfoSchema>;

/** Both kinds in one type, so that a screen reads a kind's field without narrowing first. */
export type MemberInfo = z.infer<z.ZodObject<typeof MEMBER>> & { memberType: z.infer<typeof memberInfoSchema>['memberType'] } & Partial<
    z.infer<z.ZodObject<typeof INDIVIDUAL & typeof ENTERPRISE>>
  >;
