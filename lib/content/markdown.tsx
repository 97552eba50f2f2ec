import type { ReactNode } from 'react';
import MarkdownIt, { type Token } from 'markdown-it';
import cjkFriendly from 'markdown-it-cjk-friendly';
import { parseMediaPath } from './media-path';

/**
 * The Markdown subset of article bodies, turned into React elements (never HTML strings): paragraphs,
 * headings (`#` and `##` become h2, the page's title being its only h1; deeper ones h3), `-` and `1.`
 * lists, `>` quotes, **bold**, *italic*, [links](url) and, on a line of its own, a picture uploaded to
 * this site: `![alt](/media/…)`. Anything else, raw HTML included, stays text, which React escapes;
 * links lead only to http(s), mailto:, tel: or a path on this site; a picture without words, or from
 * elsewhere, stays text.
 *
 * markdown-it parses: its rules run in time linear in the body (it passes CommonMark's pathological
 * cases), where the regular expressions this replaced took 7.4 s on one heading padded with 1,500
 * spaces, blocking the whole process.
 */

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The link's address if it is safe to follow, else null. Browsers drop tabs and newlines inside a URL
 * and read `\` as `/`, so those are judged as the browser would see them.
 */
export function safeHref(raw: string): string | null {
  const url = raw.replace(/[\u0000-\u0020\u007f]/g, '');
  if (!url || url.includes('\\')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1].toLowerCase()) ? url : null;
  if (url.startsWith('//')) return null;
  // A relative address: a path, a fragment or a query on this site.
  return /^[/#?]/.test(url) || /^[\w.~-]/.test(url) ? url : null;
}

// Only the subset above: no raw HTML, code, tables, rules or automatic links.
const parser = new MarkdownIt('zero', { html: false, linkify: false }).enable([
  'heading',
  'list',
  'blockquote',
  'newline',
  'escape',
  'emphasis',
  'link',
  'image',
]);
// CommonMark ends emphasis only before a space or a punctuation mark, so `**「重點」**後文` stayed
// unbolded in Chinese; this plugin applies the rule CommonMark is adopting for CJK text.
parser.use(cjkFriendly);

// A refused address is judged as the writer typed it, before markdown-it percent-encodes it (`/\x`
// would become the harmless-looking `/%5Cx`); markdown-it then leaves the link as text.
const REFUSED = '\u0000';
const normalizeLink = parser.normalizeLink.bind(parser);
parser.normalizeLink = (url) => (safeHref(url) === null ? REFUSED : normalizeLink(url));
parser.validateLink = (url) => url !== REFUSED;

/** The tokens between an opening token at `start` and its closing twin, and the index after it. */
function inside(tokens: Token[], start: number): [Token[], number] {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    depth += tokens[i].nesting;
    if (depth === 0) return [tokens.slice(start + 1, i), i + 1];
  }
  return [tokens.slice(start + 1), tokens.length];
}

/** markdown-it keeps an attribute as text or number; the addresses here are text. */
const attr = (token: Token, name: string) => String(token.attrGet(name) ?? '');

/** A picture this site may show: uploaded here, with words. */
function uploadedPicture(token: Token) {
  const src = attr(token, 'src');
  const alt = token.content.trim();
  const picture = parseMediaPath(src);
  return alt && picture ? { src, alt, ...picture } : null;
}

function renderInline(tokens: Token[], key: string): ReactNode[] {
  const out: ReactNode[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i];
    const id = `${key}.${i}`;
    if (token.nesting === 1) {
      const [children, next] = inside(tokens, i);
      const content = renderInline(children, id);
      if (token.type === 'strong_open') out.push(<strong key={id}>{content}</strong>);
      else if (token.type === 'em_open') out.push(<em key={id}>{content}</em>);
      else if (token.type === 'link_open') {
        const href = attr(token, 'href');
        const external = /^https?:/i.test(href);
        out.push(
          <a key={id} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {content}
          </a>,
        );
      } else out.push(...content);
      i = next;
      continue;
    }
    if (token.type === 'softbreak') out.push('\n');
    else if (token.type === 'hardbreak') out.push(<br key={id} />);
    else if (token.type === 'image') out.push(`![${token.content}](${attr(token, 'src')})`);
    else out.push(token.content);
    i++;
  }
  return out;
}

/**
 * A paragraph's lines, with each line that is only an uploaded picture taken out as a figure between
 * the paragraphs around it.
 */
function renderParagraph(inline: Token[], key: string, wrap: (content: ReactNode[], key: string) => ReactNode): ReactNode[] {
  const out: ReactNode[] = [];
  let line: Token[] = [];
  let lines: Token[] = [];
  const flushParagraph = () => {
    if (lines.length > 0 && lines[lines.length - 1].type === 'softbreak') lines.pop();
    if (lines.length > 0) out.push(wrap(renderInline(lines, `${key}.${out.length}`), `${key}.${out.length}`));
    lines = [];
  };
  const endLine = (lineBreak: Token | null) => {
    const words = line.filter((token) => !(token.type === 'text' && token.content.trim() === ''));
    const picture = words.length === 1 && words[0].type === 'image' ? uploadedPicture(words[0]) : null;
    if (picture) {
      flushParagraph();
      const id = `${key}.${out.length}`;
      out.push(
        <figure key={id}>
          {/* eslint-disable-next-line @next/next/no-img-element -- re-encoded and sized at upload; its name carries width and height */}
          <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} loading="lazy" decoding="async" />
        </figure>,
      );
    } else {
      lines.push(...line);
      if (lineBreak) lines.push(lineBreak);
    }
    line = [];
  };
  for (const token of inline) {
    if (token.type === 'softbreak' || token.type === 'hardbreak') endLine(token);
    else line.push(token);
  }
  endLine(null);
  flushParagraph();
  return out;
}

const paragraph = (content: ReactNode[], key: string) => <p key={key}>{content}</p>;

function renderBlocks(tokens: Token[], key: string): ReactNode[] {
  const out: ReactNode[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i];
    const id = `${key}.${i}`;
    if (token.type === 'inline') {
      out.push(...renderInline(token.children ?? [], id));
      i++;
      continue;
    }
    const [children, next] = inside(tokens, i);
    i = next;
    switch (token.type) {
      case 'paragraph_open': {
        const inline = children[0]?.children ?? [];
        // markdown-it hides the paragraphs of a tight list's items: their words stand in the item.
        out.push(...renderParagraph(inline, id, token.hidden ? (content) => content : paragraph));
        break;
      }
      case 'heading_open': {
        const content = renderBlocks(children, id);
        out.push(token.tag === 'h1' || token.tag === 'h2' ? <h2 key={id}>{content}</h2> : <h3 key={id}>{content}</h3>);
        break;
      }
      case 'blockquote_open':
        out.push(<blockquote key={id}>{renderBlocks(children, id)}</blockquote>);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const items: ReactNode[] = [];
        for (let j = 0; j < children.length;) {
          const [itemTokens, after] = inside(children, j);
          items.push(<li key={`${id}.${j}`}>{renderBlocks(itemTokens, `${id}.${j}`)}</li>);
          j = after;
        }
        const start = Number(attr(token, 'start') || 1);
        out.push(
          token.type === 'ordered_list_open' ? (
            <ol key={id} {...(start !== 1 && { start })}>
              {items}
            </ol>
          ) : (
            <ul key={id}>{items}</ul>
          ),
        );
        break;
      }
    }
  }
  return out;
}

/** The elements of a Markdown body, to place inside a styled container. */
export const renderMarkdown = (source: string): ReactNode[] => renderBlocks(parser.parse(source, {}), 'b');

export function Markdown({ source, className }: { source: string; className?: string }) {
  return <div className={className}>{renderMarkdown(source)}</div>;
}
