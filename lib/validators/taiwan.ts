import { isBan, isIdCardNumber } from 'taiwan-id-validator';

/** 身分證字號 or 居留證號 (old and new formats), checksum included; expects upper case. */
export const isTaiwanIdNumber = (value: string) => isIdCardNumber(value, { nationalId: true, uiNumber: true });

/** 統一編號 under the current mod-5 checksum rule. */
export const isUbn = (value: string) => /^\d{8}$/.test(value) && isBan(value);

/** Taiwanese mobile numbers: 09 and eight digits. */
export const isTaiwanMobile = (value: string) => /^09\d{8}$/.test(value);

/** Landline with area code, optional dash and extension: 02-2345-6789#123. */
export const isTaiwanPhone = (value: string) => /^0\d{1,3}-?\d{3,4}-?\d{3,4}(#\d{1,6})?$/.test(value);

/** Shows 3 leading and 3 trailing characters of an ID number: A12****789. */
export function maskIdNumber(value: string): string {
  return value.length <= 6 ? '*'.repeat(value.length) : `${value.slice(0, 3)}${'*'.repeat(value.length - 6)}${value.slice(-3)}`;
}
