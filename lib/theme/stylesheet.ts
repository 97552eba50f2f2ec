import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { shellStyles } from './shell-styles';
import { system } from './system';

type StyleDict = Parameters<typeof serializeStyles>[0][number];

const toCss = (styles: StyleDict) => serialize(compile(serializeStyles([styles]).styles), stringify);

/** Chakra's layer order, reset, tokens and global styles, then the shell classes, as one plain stylesheet. */
export function buildShellStylesheet(): string {
  const globals = system._global.map((rule) => toCss(rule as StyleDict));
  const classes = Object.entries(shellStyles).map(([name, style]) => toCss({ [`.${name}`]: system.css(style) } as StyleDict));
  return [system.layers.atRule, ...globals, ...classes].join('\n');
}
