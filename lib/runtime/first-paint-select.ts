// The part of a stylesheet a page can use, from the build's index of it (first-paint-index.mjs): the rules
// whose selectors the page's classes can match, their declarations, and of the custom properties (Chakra's
// tokens, some thousand of them) only those the kept rules read, directly or through another property.

type Declaration = [text: string, defines: string | null, reads: string[]];
interface RuleEntry {
  at: string[];
  selectors: [text: string, classes: string[]][];
  declarations: Declaration[];
}
interface KeyframesEntry {
  at: string[];
  keyframes: string;
  text: string;
  /** The custom properties its steps read. */
  reads: string[];
}
interface KeptEntry {
  at: string[];
  text: string;
}
export interface SheetIndex {
  /** The sheet's cascade layers in the order it declares them. */
  layers: string[];
  entries: (RuleEntry | KeyframesEntry | KeptEntry)[];
}
/** The build's stylesheets by file name. */
export type FirstPaintSheets = Record<string, SheetIndex>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isRule = (entry: SheetIndex['entries'][number]): entry is RuleEntry => 'selectors' in entry;

/** What `at` opens and closes around a run of rules: `@layer x{@media y{` … `}}`. */
const open = (at: string[]) => at.map((rule) => `${rule}{`).join('');

/**
 * The CSS a page whose elements carry `classes` needs of `sheet`, in the sheet's order, after the sheet's
 * layer order (so that a layer the page does not use cannot move the others when the whole sheet arrives).
 */
export function firstPaintCss(sheet: SheetIndex, classes: ReadonlySet<string>): string {
  const rules: { entry: RuleEntry; selectors: string[] }[] = [];
  for (const entry of sheet.entries) {
    if (!isRule(entry)) continue;
    const selectors = entry.selectors.filter(([, needs]) => needs.every((name) => classes.has(name))).map(([text]) => text);
    if (selectors.length) rules.push({ entry, selectors });
  }
  // The custom properties read by what is kept, and through those, the ones they read in turn.
  const definitions = new Map<string, string[]>();
  for (const { entry } of rules)
    for (const [, defines, reads] of entry.declarations)
      if (defines) definitions.set(defines, [...(definitions.get(defines) ?? []), ...reads]);
  const read = new Set<string>();
  const follow = (pending: string[]) => {
    for (let name = pending.pop(); name !== undefined; name = pending.pop())
      if (!read.has(name)) {
        read.add(name);
        pending.push(...(definitions.get(name) ?? []));
      }
  };
  follow(rules.flatMap(({ entry }) => entry.declarations.filter(([, defines]) => !defines).flatMap(([, , reads]) => reads)));

  // A keyframes rule runs when a kept declaration names it (directly or in a token it reads); what it reads is kept too.
  const named = rules
    .flatMap(({ entry }) => entry.declarations.filter(([, defines]) => !defines || read.has(defines)))
    .map(([text]) => text)
    .join(';');
  const kept = new Map<SheetIndex['entries'][number], string>();
  for (const entry of sheet.entries) {
    if (isRule(entry)) continue;
    if ('keyframes' in entry && !new RegExp(`(^|[\\s:,(])${escapeRegExp(entry.keyframes)}([\\s,;)}]|$)`).test(named)) continue;
    kept.set(entry, entry.text);
    if ('reads' in entry) follow([...entry.reads]);
  }
  for (const { entry, selectors } of rules) {
    const body = entry.declarations.filter(([, defines]) => !defines || read.has(defines)).map(([text]) => text);
    if (body.length) kept.set(entry, `${selectors.join(',')}{${body.join(';')}}`);
  }

  let css = sheet.layers.length ? `@layer ${sheet.layers.join(',')};` : '';
  let at: string[] = [];
  for (const entry of sheet.entries) {
    const text = kept.get(entry);
    if (text === undefined) continue;
    if (entry.at.join('\n') !== at.join('\n')) {
      css += '}'.repeat(at.length) + open(entry.at);
      at = entry.at;
    }
    css += text;
  }
  return css + '}'.repeat(at.length);
}
