import { createHash } from 'node:crypto';

/** A UUID (version 5 layout) derived from a name, so re-seeding keeps every public URL the same. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`tailan-portal:${name}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
