/** @jest-environment node */
import fc from 'fast-check';
import { isTaiwanIdNumber, isTaiwanMobile, isTaiwanPhone, isUbn, maskIdNumber } from './taiwan';

// ---------------------------------------------------------------------------------------------
// 身分證字號 and 居留證號, computed here from the official rule rather than taken from the library.

/** The letter codes of the Ministry of the Interior: A=10 … H=17, I=34, J=18 …, note I, O, W, X, Y, Z. */
const LETTER_CODES: Record<string, number> = {
  A: 10,
  B: 11,
  C: 12,
  D: 13,
  E: 14,
  F: 15,
  G: 16,
  H: 17,
  I: 34,
  J: 18,
  K: 19,
  L: 20,
  M: 21,
  N: 22,
  O: 35,
  P: 23,
  Q: 24,
  R: 25,
  S: 26,
  T: 27,
  U: 28,
  V: 29,
  W: 32,
  X: 30,
  Y: 31,
  Z: 33,
};
const LETTERS = Object.keys(LETTER_CODES);
const ID_WEIGHTS = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];

/** The eleven digits the checksum runs over: the letter's two digits, then the nine after it. */
function idDigits(id: string): number[] {
  const code = LETTER_CODES[id[0]];
  // The old 居留證號 has a letter in second place, A–D, counted by the last digit of its code.
  const second = /\d/.test(id[1]) ? Number(id[1]) : LETTER_CODES[id[1]] % 10;
  return [Math.floor(code / 10), code % 10, second, ...id.slice(2).split('').map(Number)];
}

const idChecksumOk = (id: string) => idDigits(id).reduce((sum, digit, i) => sum + digit * ID_WEIGHTS[i], 0) % 10 === 0;

/** Completes letter + second character + 7 digits with the check digit. */
function withCheckDigit(first: string, second: string, middle: string): string {
  const partial = `${first}${second}${middle}0`;
  const sum = idDigits(partial).reduce((total, digit, i) => total + digit * ID_WEIGHTS[i], 0);
  return `${first}${second}${middle}${(10 - (sum % 10)) % 10}`;
}

const sevenDigits = fc.stringMatching(/^\d{7}$/);
/** 身分證字號: letter, 1 (male) or 2 (female), eight digits. */
const nationalIdArb = fc
  .tuple(fc.constantFrom(...LETTERS), fc.constantFrom('1', '2'), sevenDigits)
  .map(([a, b, c]) => withCheckDigit(a, b, c));
/** The 2021 居留證號 (新式統一證號): letter, 8 or 9, eight digits. */
const newResidentArb = fc
  .tuple(fc.constantFrom(...LETTERS), fc.constantFrom('8', '9'), sevenDigits)
  .map(([a, b, c]) => withCheckDigit(a, b, c));
/** The old 居留證號: two letters, the second A–D. */
const oldResidentArb = fc
  .tuple(fc.constantFrom(...LETTERS), fc.constantFrom('A', 'B', 'C', 'D'), sevenDigits)
  .map(([a, b, c]) => withCheckDigit(a, b, c));
const anyValidIdArb = fc.oneof(nationalIdArb, newResidentArb, oldResidentArb);

const otherLastDigits = (value: string) =>
  '0123456789'
    .split('')
    .filter((digit) => digit !== value.at(-1))
    .map((digit) => `${value.slice(0, -1)}${digit}`);

describe('isTaiwanIdNumber', () => {
  it('accepts known examples and refuses known bad ones', () => {
    for (const id of ['A123456789', 'F131104093', 'A800000014']) expect(isTaiwanIdNumber(id)).toBe(true);
    for (const id of ['A123456788', 'a123456789', 'A323456789', 'A12345678', 'A1234567890', '1123456789', '', ' A123456789']) {
      expect(isTaiwanIdNumber(id)).toBe(false);
    }
  });

  it('our own checksum agrees with the examples', () => {
    expect(idChecksumOk('A123456789')).toBe(true);
    expect(withCheckDigit('A', '1', '2345678')).toBe('A123456789');
  });

  it('accepts every generated 身分證字號', () => {
    fc.assert(
      fc.property(nationalIdArb, (id) => expect(isTaiwanIdNumber(id)).toBe(true)),
      { numRuns: 1000 },
    );
  });

  it('accepts every generated 居留證號, new and old format', () => {
    fc.assert(
      fc.property(newResidentArb, (id) => expect(isTaiwanIdNumber(id)).toBe(true)),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(oldResidentArb, (id) => expect(isTaiwanIdNumber(id)).toBe(true)),
      { numRuns: 500 },
    );
  });

  it('refuses every other last digit of a valid number', () => {
    fc.assert(
      fc.property(anyValidIdArb, (id) => {
        for (const changed of otherLastDigits(id)) expect([changed, isTaiwanIdNumber(changed)]).toEqual([changed, false]);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a valid number in lower case (the schema upper-cases first)', () => {
    fc.assert(
      fc.property(nationalIdArb, (id) => expect(isTaiwanIdNumber(id.toLowerCase())).toBe(false)),
      { numRuns: 200 },
    );
  });

  it('agrees with the rule on any letter + 9 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LETTERS), fc.stringMatching(/^[12]\d{8}$/), (letter, digits) => {
        const id = `${letter}${digits}`;
        expect(isTaiwanIdNumber(id)).toBe(idChecksumOk(id));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a second digit other than 1, 2, 8 or 9', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LETTERS), fc.constantFrom('0', '3', '4', '5', '6', '7'), sevenDigits, (a, b, c) => {
        expect(isTaiwanIdNumber(withCheckDigit(a, b, c))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// 統一編號 under the mod-5 rule of 2023.

const UBN_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1];

function ubnOk(ubn: string): boolean {
  const sum = ubn.split('').reduce((total, digit, i) => {
    const product = Number(digit) * UBN_WEIGHTS[i];
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return sum % 5 === 0 || (ubn[6] === '7' && (sum + 1) % 5 === 0);
}

const eightDigits = fc.stringMatching(/^\d{8}$/);
/** Seven digits and a last digit that makes them valid (there is always one: the last weight is 1). */
const validUbnArb = sevenDigits.chain((head) =>
  fc.constantFrom(
    ...'0123456789'
      .split('')
      .map((d) => `${head}${d}`)
      .filter(ubnOk),
  ),
);

describe('isUbn', () => {
  it('accepts known examples and refuses known bad ones', () => {
    for (const ubn of ['04595257', '22099131', '12345675', '10458574']) expect(isUbn(ubn)).toBe(true);
    for (const ubn of ['04595258', '1234567', '123456789', 'A2345675', '', ' 04595257', '0459525７']) expect(isUbn(ubn)).toBe(false);
  });

  it('accepts every generated 統一編號', () => {
    fc.assert(
      fc.property(validUbnArb, (ubn) => expect(isUbn(ubn)).toBe(true)),
      { numRuns: 1000 },
    );
  });

  it('agrees with the rule for any eight digits', () => {
    fc.assert(
      fc.property(eightDigits, (ubn) => expect(isUbn(ubn)).toBe(ubnOk(ubn))),
      { numRuns: 3000 },
    );
  });

  it('changing the last digit by anything but 5 invalidates it, unless the 7th digit is 7', () => {
    // Under the mod-5 rule a change of ±5 in the last digit keeps the sum's residue, so the checksum
    // cannot catch it; with a 7 in seventh place one more neighbour passes too.
    fc.assert(
      fc.property(validUbnArb, (ubn) => {
        for (const changed of otherLastDigits(ubn)) {
          expect([changed, isUbn(changed)]).toEqual([changed, ubnOk(changed)]);
          const delta = Math.abs(Number(changed.at(-1)) - Number(ubn.at(-1)));
          if (ubn[6] !== '7' && delta !== 5) expect([changed, isUbn(changed)]).toEqual([changed, false]);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('with a 7 in seventh place either reading of that digit may satisfy the rule', () => {
    // 1234567 + x: 7 × 4 = 28 is counted as 2 + 8 = 10, or as 1 + 0 = 1 (one less) — both accepted.
    const candidates = '0123456789'.split('').map((d) => `1234567${d}`);
    const accepted = candidates.filter(isUbn);
    expect(accepted.length).toBeGreaterThanOrEqual(2);
    for (const ubn of candidates) expect(isUbn(ubn)).toBe(ubnOk(ubn));
  });
});

// ---------------------------------------------------------------------------------------------

describe('isTaiwanMobile', () => {
  it('accepts 09 and eight digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^09\d{8}$/), (mobile) => expect(isTaiwanMobile(mobile)).toBe(true)),
      { numRuns: 500 },
    );
  });

  it('accepts nothing else', () => {
    const nearMisses = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\d{9,11}$/),
      fc.stringMatching(/^0[0-8]\d{8}$/),
      fc.stringMatching(/^09\d{0,7}$/),
      fc.stringMatching(/^09\d{9,12}$/),
      fc.stringMatching(/^(\+886|886)9\d{8}$/),
      fc.stringMatching(/^09\d{2}[- ]\d{3}[- ]\d{3}$/),
      fc.stringMatching(/^\s09\d{8}\s?$/),
    );
    fc.assert(
      fc.property(nearMisses, (value) => expect(isTaiwanMobile(value)).toBe(/^09\d{8}$/.test(value))),
      { numRuns: 2000 },
    );
    for (const value of ['0912345678\n', '０９１２３４５６７８', '0912-345-678', '+886912345678', '0812345678'])
      expect(isTaiwanMobile(value)).toBe(false);
  });
});

describe('isTaiwanPhone', () => {
  it('accepts landlines with area code and optional extension', () => {
    for (const phone of ['02-2345-6789', '0223456789', '07-123-4567', '049-2345678', '02-2345-6789#123', '089-123456'])
      expect(isTaiwanPhone(phone)).toBe(true);
    for (const phone of ['2345-6789', '02-2345-6789#', '02-2345-6789#1234567', 'abc', '']) expect(isTaiwanPhone(phone)).toBe(false);
  });
});

describe('maskIdNumber', () => {
  it('keeps the first 3 and last 3 characters and stars the rest', () => {
    expect(maskIdNumber('A123456789')).toBe('A12****789');
    fc.assert(
      fc.property(fc.string({ minLength: 7, maxLength: 40 }), (value) => {
        const masked = maskIdNumber(value);
        expect(masked).toHaveLength(value.length);
        expect(masked.slice(0, 3)).toBe(value.slice(0, 3));
        expect(masked.slice(-3)).toBe(value.slice(-3));
        expect(masked.slice(3, -3)).toBe('*'.repeat(value.length - 6));
      }),
      { numRuns: 500 },
    );
  });

  it('masks a valid ID number so that its middle four digits are hidden', () => {
    fc.assert(
      fc.property(anyValidIdArb, (id) => {
        const masked = maskIdNumber(id);
        expect(masked).toMatch(/^[A-Z][A-D\d]\d\*{4}\d{3}$/);
        expect(masked).not.toContain(id.slice(3, 7));
      }),
      { numRuns: 300 },
    );
  });

  it('hides everything of a value of 6 characters or fewer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (value) => expect(maskIdNumber(value)).toBe('*'.repeat(value.length))),
      { numRuns: 300 },
    );
  });
});
