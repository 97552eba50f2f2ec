import type { ReactNode } from 'react';
import { parseMediaPath } from './media-path';

/**
 * The Markdown subset of article bodies, turned into React elements (never HTML strings): paragraphs,
 * `##`/`###` headings (a `#` heading becomes h2: the page's title is its only h1), `-` and `1.`
 * lists, `>` quotes, **bold**, *italic*, [links](url) and, on a line of its own, a picture uploaded to
 * this site: `![alt](/media/…)`. Anything else, raw HTML included, stays text, which React escapes;
 * links lead only to http(s), mailto:, tel: or a path on this site; a picture without words, or from
 * elsewhere, stays text.
 */

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph' | 'quote'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'image'; alt: string; src: string; width: number; height: number };

const HEADING = /^(#{1,3})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const IMAGE = /^\s*!\[([^\]]*)\]\(\s*(\S+)\s*\)\s*$/;

/** A line that is only an uploaded picture with its words; null otherwise. */
function imageOf(line: string): Block | null {
  const match = IMAGE.exec(line);
  const alt = match?.[1].trim();
  const picture = match && parseMediaPath(match[2]);
  return alt && picture ? { kind: 'image', alt, src: match[2], width: picture.width, height: picture.height } : null;
}

function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    const image = imageOf(line);
    if (!line.trim()) {
      close();
    } else if (image) {
      close();
      blocks.push(image);
    } else if (heading) {
      close();
      blocks.push({ kind: 'heading', level: heading[1].length === 3 ? 3 : 2, text: heading[2] });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const text = (bullet ?? numbered)![1];
      if (open?.kind === 'list' && open.ordered === ordered) open.items.push(text);
      else {
        close();
        open = { kind: 'list', ordered, items: [text] };
      }
    } else if (quote) {
      if (open?.kind !== 'quote') {
        close();
        open = { kind: 'quote', lines: [] };
      }
      open.lines.push(quote[1]);
    } else if (open?.kind === 'paragraph' || open?.kind === 'quote') {
      open.lines.push(line.trim());
    } else if (open?.kind === 'list') {
      // A continuation line belongs to the last item.
      open.items[open.items.length - 1] += ` ${line.trim()}`;
    } else {
      open = { kind: 'paragraph', lines: [line.trim()] };
    }
  }
  close();
  return blocks;
}

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

const INLINE = /\*\*(.+?)\*\*|\*([^*\s](?:.*?[^*\s])?)\*|\[([^\]]+)\]\(\s*([^()\s]+)\s*\)/;

function renderInline(text: string, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const id = `${key}.${n++}`;
    const [whole, bold, italic, label, target] = match;
    if (bold !== undefined) out.push(<strong key={id}>{renderInline(bold, id)}</strong>);
    else if (italic !== undefined) out.push(<em key={id}>{renderInline(italic, id)}</em>);
    else {
      const href = safeHref(target);
      if (!href) out.push(whole);
      else {
        const external = /^https?:/i.test(href);
        out.push(
          <a key={id} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {renderInline(label, id)}
          </a>,
        );
      }
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

function renderBlock(block: Block, index: number): ReactNode {
  const key = `b${index}`;
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? <h2 key={key}>{renderInline(block.text, key)}</h2> : <h3 key={key}>{renderInline(block.text, key)}</h3>;
    case 'paragraph':
      return <p key={key}>{renderInline(block.lines.join('\n'), key)}</p>;
    case 'quote':
      return (
        <blockquote key={key}>
          <p>{renderInline(block.lines.join('\n'), key)}</p>
        </blockquote>
      );
    case 'image':
      return (
        <figure key={key}>
          {/* eslint-disable-next-line @next/next/no-img-element -- re-encoded and sized at upload; its name carries width and height */}
          <img src={block.src} alt={block.alt} width={block.width} height={block.height} loading="lazy" decoding="async" />
        </figure>
      );
    case 'list': {
      const items = block.items.map((item, i) => <li key={`${key}.${i}`}>{renderInline(item, `${key}.${i}`)}</li>);
      return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
  }
}

/** The elements of a Markdown body, to place inside a styled container. */
export const renderMarkdown = (source: string): ReactNode[] => parseBlocks(source).map(renderBlock);

export function Markdown({ source, className }: { source: string; className?: string }) {
  return <div className={className}>{renderMarkdown(source)}</div>;
}
