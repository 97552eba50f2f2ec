// Two names of a catalog's items that a buyer could not tell apart are one name: full-width and half-width
// letters, capitals and spaces make no difference (「極地 白」 is 「極地白」, 「ＲＥＤ」 is 「red」).

/** A name as it is compared. */
export const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** Whether two names are one. */
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);
