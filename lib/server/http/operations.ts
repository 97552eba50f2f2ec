import type { ZodType } from 'zod';
import type { ApiCode } from '@/lib/api-codes';
import { CODE_CHECK_LIMIT, CODE_SEND_LIMIT } from '@/lib/server/auth/policy';
import { addressQuery, contractUuidParams, idParams, pageQuery, slugParams, uuidParams } from '@/lib/schemas/common';
import {
  emailSendQuery,
  emailSendSchema,
  emailUndoSchema,
  emailValidQuery,
  forgetCheckQuery,
  forgetStartQuery,
  loginResetSchema,
  loginSchema,
  memberResetSchema,
  memberUpdateSchema,
  registerSchema,
  registrationConfirmSchema,
  tempUuidQuery,
  verifyCodeSchema,
} from '@/lib/schemas/member';
import { idempotencyKeyHeader, preorderSchema } from '@/lib/schemas/order';
import {
  addressDataSchema,
  emailUndoneSchema,
  forgetStartedSchema,
  loggedInSchema,
  loginChallengeSchema,
  recoveryCodesSchema,
  registeredSchema,
  resetTokenSchema,
  sessionListSchema,
  sessionsEndedSchema,
  twoFactorSetupDataSchema,
} from '@/lib/schemas/account-data';
import { familyDetailSchema, familySummarySchema } from '@/lib/schemas/catalog';
import { magazineIssueSchema, magazineListSchema, newsItemSchema, newsPageSchema } from '@/lib/schemas/content';
import { memberInfoSchema } from '@/lib/schemas/member-info';
import {
  contractDetailSchema,
  contractSummarySchema,
  deliverySchema,
  preorderDetailSchema,
  preorderSummarySchema,
} from '@/lib/schemas/purchases';
import {
  endSessionsSchema,
  loginTwoFactorSchema,
  sessionParams,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
} from '@/lib/schemas/two-factor';
import { array, literal, union } from '@/lib/schemas/z';
import type { RouteHeader } from './route';

export type AuthMode = 'none' | 'optional' | 'member';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of API.md: what the route wrapper enforces (auth, limit, schemas) and what the OpenAPI
 * document says of it (method, path, codes, the data). Handlers take their spec from here, so the
 * document cannot drift from what they validate.
 */
export interface Operation<P = undefined, Q = undefined, B = undefined> {
  method: HttpMethod;
  /** As in API.md, with {param}. */
  path: string;
  summary: string;
  auth?: AuthMode;
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /** A per-IP limit for calls that send or check codes (C00002 when exceeded). */
  ipLimit?: { name: string; limit: number; windowSeconds: number };
  /** Request headers the call needs besides the token; the route wrapper checks them. */
  headers?: (RouteHeader & { description: string })[];
  /** The codes of the call's own outcomes; those of the wrapper (V00001, A000xx, C00002, E00500) are added. */
  codes: ApiCode[];
  /** What `data` holds on success. */
  data: string;
  /** The schema of `data` on success (lib/schemas); required, so that the OpenAPI document and fuzz:api check every answer. */
  dataSchema: ZodType;
  /** True when the request succeeds with HTTP 201 rather than 200. */
  created?: boolean;
}

/** `data` of the calls that answer none. */
const NULL = literal(null);

const op = <P = undefined, Q = undefined, B = undefined>(operation: Operation<P, Q, B>) => operation;

export const operations = {
  familyList: op({
    method: 'GET',
    path: '/vehicle/family/v1',
    summary: 'The published vehicle families',
    auth: 'optional',
    codes: ['00000'],
    data: 'families: uuid, name, series, tagline, image, starting price, key specs',
    dataSchema: array(familySummarySchema),
  }),
  familyDetail: op({
    method: 'GET',
    path: '/vehicle/family/v1/{id}',
    summary: 'One family with vehicles, colors, parts and agreement',
    params: idParams,
    codes: ['00000', 'N00404'],
    data: 'family detail with vehicles, colors with materials, carParts, localCarParts, agreement',
    dataSchema: familyDetailSchema,
  }),
  preorderCreate: op({
    method: 'POST',
    path: '/order/order/v1',
    summary: 'Place a pre-order',
    auth: 'member',
    body: preorderSchema,
    headers: [
      {
        name: 'Idempotency-Key',
        required: true,
        schema: idempotencyKeyHeader,
        description: 'one per attempt; a retry with the same body returns the first answer',
      },
    ],
    codes: ['00000', 'O00001', 'O00002', 'O00003', 'N00404', 'C00002'],
    created: true,
    data: 'the pre-order: uuid, number, status, frozen configuration, price breakdown',
    dataSchema: preorderDetailSchema,
  }),
  preorderList: op({
    method: 'GET',
    path: '/order/order/v1',
    summary: "The member's pre-orders, newest first",
    auth: 'member',
    codes: ['00000'],
    data: 'list of pre-orders',
    dataSchema: array(preorderSummarySchema),
  }),
  preorderDetail: op({
    method: 'GET',
    path: '/order/order/v1/{uuid}',
    summary: 'One pre-order with its frozen specification',
    auth: 'member',
    params: uuidParams,
    codes: ['00000', 'N00404'],
    data: 'the pre-order',
    dataSchema: preorderDetailSchema,
  }),
  contractList: op({
    method: 'GET',
    path: '/order/contract/v1',
    summary: "The member's contracts",
    auth: 'member',
    codes: ['00000'],
    data: 'list of contracts',
    dataSchema: array(contractSummarySchema),
  }),
  contractDetail: op({
    method: 'GET',
    path: '/order/contract/v1/{uuid}',
    summary: 'One contract with the specification it covers',
    auth: 'member',
    params: uuidParams,
    codes: ['00000', 'N00404'],
    data: 'contract detail and its spec',
    dataSchema: contractDetailSchema,
  }),
  delivery: op({
    method: 'GET',
    path: '/order/delivery/v1/{contractUuid}',
    summary: 'Delivery milestones of a contract',
    auth: 'member',
    params: contractUuidParams,
    codes: ['00000', 'N00404'],
    data: 'delivery milestones',
    dataSchema: deliverySchema,
  }),
  memberGet: op({
    method: 'GET',
    path: '/member/member/v1',
    summary: 'The logged-in member',
    auth: 'member',
    codes: ['00000'],
    data: 'member info',
    dataSchema: memberInfoSchema,
  }),
  memberUpdate: op({
    method: 'PUT',
    path: '/member/member/v1',
    summary: 'Edit name, mobile, address and enterprise contact fields',
    auth: 'member',
    body: memberUpdateSchema,
    codes: ['00000'],
    data: 'member info',
    dataSchema: memberInfoSchema,
  }),
  memberReset: op({
    method: 'PUT',
    path: '/member/member/v1/reset',
    summary: 'Change the password; other sessions end',
    auth: 'member',
    body: memberResetSchema,
    codes: ['00000', 'L00002', 'L00003'],
    data: 'null',
    dataSchema: NULL,
  }),
  sessionList: op({
    method: 'GET',
    path: '/member/session/v1',
    summary: "The member's sessions in use, the current one marked",
    auth: 'member',
    codes: ['00000'],
    data: '[{ sessionUuid, browser, system, place, createdAt, lastUsedAt, current }]',
    dataSchema: sessionListSchema,
  }),
  sessionEndOthers: op({
    method: 'POST',
    path: '/member/session/v1/end-others',
    summary: 'End every session but this one (with the password)',
    auth: 'member',
    body: endSessionsSchema,
    codes: ['00000', 'L00003'],
    data: '{ ended }',
    dataSchema: sessionsEndedSchema,
  }),
  sessionEnd: op({
    method: 'POST',
    path: '/member/session/v1/{sessionUuid}/end',
    summary: "End one of the member's sessions (with the password)",
    auth: 'member',
    params: sessionParams,
    body: endSessionsSchema,
    codes: ['00000', 'N00404', 'L00003'],
    data: 'null',
    dataSchema: NULL,
  }),
  twoFactorSetup: op({
    method: 'POST',
    path: '/member/two-factor/v1/setup',
    summary: 'Start two-factor sign-in: a pending TOTP secret and its QR code',
    auth: 'member',
    body: twoFactorSetupSchema,
    codes: ['00000', 'L00003'],
    data: '{ secret, otpauthUri, qrCode (SVG) }',
    dataSchema: twoFactorSetupDataSchema,
  }),
  twoFactorEnable: op({
    method: 'POST',
    path: '/member/two-factor/v1/enable',
    summary: 'Turn two-factor sign-in on with a first code; endOtherSessions also ends the other sessions',
    auth: 'member',
    body: twoFactorEnableSchema,
    codes: ['00000', 'C00001', 'L00003'],
    data: '{ recoveryCodes } (shown once)',
    dataSchema: recoveryCodesSchema,
  }),
  twoFactorDisable: op({
    method: 'POST',
    path: '/member/two-factor/v1/disable',
    summary: 'Turn two-factor sign-in off (password and a code); endOtherSessions also ends the other sessions',
    auth: 'member',
    body: twoFactorConfirmSchema,
    codes: ['00000', 'C00001', 'L00003'],
    data: 'null',
    dataSchema: NULL,
  }),
  twoFactorRecoveryCodes: op({
    method: 'POST',
    path: '/member/two-factor/v1/recovery-codes',
    summary: 'New recovery codes (password and a code); the old ones stop working; endOtherSessions also ends the other sessions',
    auth: 'member',
    body: twoFactorConfirmSchema,
    codes: ['00000', 'C00001', 'L00003'],
    data: '{ recoveryCodes } (shown once)',
    dataSchema: recoveryCodesSchema,
  }),
  loginTwoFactor: op({
    method: 'POST',
    path: '/login/v1/two-factor',
    summary: 'Finish an L00006 login with a TOTP or recovery code',
    body: loginTwoFactorSchema,
    codes: ['L00001', 'L00003', 'L00004', 'C00001'],
    data: 'L00001/L00004: { token, memberUuid }',
    dataSchema: loggedInSchema,
  }),
  emailSend: op({
    method: 'GET',
    path: '/member/member/v1/email/send',
    summary: 'Refused (V00001 on password): the current password may not travel in a URL; use POST',
    auth: 'member',
    query: emailSendQuery,
    codes: [],
    data: 'null',
    dataSchema: NULL,
  }),
  emailSendPost: op({
    method: 'POST',
    path: '/member/member/v1/email/send',
    summary: 'With the current password, mail a code to a new address',
    auth: 'member',
    body: emailSendSchema,
    ipLimit: CODE_SEND_LIMIT,
    codes: ['00000', 'L00003'],
    data: 'null',
    dataSchema: NULL,
  }),
  emailValid: op({
    method: 'GET',
    path: '/member/member/v1/email/valid',
    summary: 'Confirm the new address with its code',
    auth: 'member',
    query: emailValidQuery,
    ipLimit: CODE_CHECK_LIMIT,
    codes: ['00000', 'C00001'],
    data: 'member info',
    dataSchema: memberInfoSchema,
  }),
  emailUndo: op({
    method: 'POST',
    path: '/member/member/v1/email/undo',
    summary: 'Undo an e-mail change with the link mailed to the old address; every session ends',
    body: emailUndoSchema,
    ipLimit: CODE_CHECK_LIMIT,
    codes: ['00000', 'C00001'],
    data: '{ restored }: false when another member holds the old address now',
    dataSchema: emailUndoneSchema,
  }),
  login: op({
    method: 'POST',
    path: '/login/v1',
    summary: 'Log in with e-mail and password',
    body: loginSchema,
    codes: ['L00001', 'L00002', 'L00003', 'L00004', 'L00005', 'L00006'],
    data: 'L00001/L00004: { token, memberUuid }; L00005: { tempUuid }; L00006 (two-factor sign-in on): { challenge }',
    dataSchema: union([loggedInSchema, loginChallengeSchema]),
  }),
  logout: op({
    method: 'POST',
    path: '/login/v1/logout',
    summary: 'End this session',
    auth: 'member',
    codes: ['00000'],
    data: 'null',
    dataSchema: NULL,
  }),
  register: op({
    method: 'POST',
    path: '/member/member/v1/register',
    summary: 'Register an individual or enterprise member',
    body: registerSchema,
    ipLimit: CODE_SEND_LIMIT,
    codes: ['00000'],
    data: '{ tempUuid, registerMail }',
    dataSchema: registeredSchema,
  }),
  validPost: op({
    method: 'POST',
    path: '/member/member/v1/valid',
    summary: 'Activate the account with the mailed code (and, from the mailed link, the password set at registration)',
    body: registrationConfirmSchema,
    ipLimit: CODE_CHECK_LIMIT,
    codes: ['N00404', '00000', 'C00001'],
    data: 'null',
    dataSchema: NULL,
  }),
  validGet: op({
    method: 'GET',
    path: '/member/member/v1/valid',
    summary: 'The same, from the link in the mail',
    query: verifyCodeSchema,
    ipLimit: CODE_CHECK_LIMIT,
    codes: ['N00404', '00000', 'C00001'],
    data: 'null',
    dataSchema: NULL,
  }),
  resend: op({
    method: 'GET',
    path: '/member/member/v1/resend',
    summary: 'A new registration code, 60 s after the last',
    query: tempUuidQuery,
    ipLimit: CODE_SEND_LIMIT,
    codes: ['N00404', '00000', 'C00001'],
    data: 'null',
    dataSchema: NULL,
  }),
  forgetStart: op({
    method: 'GET',
    path: '/login/v1/forget',
    summary: 'Start a password reset (?email=)',
    query: forgetStartQuery,
    ipLimit: CODE_SEND_LIMIT,
    codes: ['00000'],
    data: '{ tempUuid }',
    dataSchema: forgetStartedSchema,
  }),
  forgetCheck: op({
    method: 'GET',
    path: '/login/v1/forget',
    summary: 'Trade the code for a reset token (?tempUuid=&code=)',
    query: forgetCheckQuery,
    ipLimit: CODE_CHECK_LIMIT,
    codes: ['N00404', '00000', 'C00001'],
    data: '{ resetToken }',
    dataSchema: resetTokenSchema,
  }),
  forgetResend: op({
    method: 'GET',
    path: '/login/v1/verification',
    summary: 'The forgot-password code again, 60 s after the last',
    query: tempUuidQuery,
    ipLimit: CODE_SEND_LIMIT,
    codes: ['N00404', '00000', 'C00001'],
    data: 'null',
    dataSchema: NULL,
  }),
  loginReset: op({
    method: 'PUT',
    path: '/login/v1/reset',
    summary: 'Set a new password with a reset token or the L00004 token',
    auth: 'optional',
    body: loginResetSchema,
    codes: ['00000', 'C00001', 'A00001', 'A00005'],
    data: 'null',
    dataSchema: NULL,
  }),
  address: op({
    method: 'GET',
    path: '/address/address/v1',
    summary: 'Cities; ?cityId= its towns; ?cityId=&townId= the zip code',
    query: addressQuery,
    codes: ['00000', 'N00404'],
    data: 'cities [{cityId, name}] / towns [{townId, name, zip}] / {zip}',
    dataSchema: addressDataSchema,
  }),
  newsList: op({
    method: 'GET',
    path: '/content/news/v1',
    summary: 'News, newest first',
    query: pageQuery,
    codes: ['00000'],
    data: 'a page of news',
    dataSchema: newsPageSchema,
  }),
  newsItem: op({
    method: 'GET',
    path: '/content/news/v1/{slug}',
    summary: 'One news item',
    params: slugParams,
    codes: ['00000', 'N00404'],
    data: 'one news item',
    dataSchema: newsItemSchema,
  }),
  magazineList: op({
    method: 'GET',
    path: '/content/magazine/v1',
    summary: 'Magazine issues with their article titles',
    codes: ['00000'],
    data: 'issues',
    dataSchema: magazineListSchema,
  }),
  magazineIssue: op({
    method: 'GET',
    path: '/content/magazine/v1/{slug}',
    summary: 'One issue with its articles',
    params: slugParams,
    codes: ['00000', 'N00404'],
    data: 'one issue with its articles',
    dataSchema: magazineIssueSchema,
  }),
} satisfies Record<string, Operation<never, never, never> | Operation<any, any, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export type OperationId = keyof typeof operations;
