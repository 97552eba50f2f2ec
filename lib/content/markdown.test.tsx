import { render } from '@testing-library/react';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown, safeHref } from './markdown';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);
const dom = (source: string) => render(<Markdown source={source} />).container;

describe('Markdown', () => {
  it('keeps paragraphs separated by blank lines, the form of the existing bodies', () => {
    expect(html('第一段。\n\n第二段，\n同一段的下一行。')).toBe('<div><p>第一段。</p><p>第二段，\n同一段的下一行。</p></div>');
  });

  it('renders ## and ### headings, a # heading as h2 (the title is the only h1)', () => {
    expect(html('# 大標\n\n## 保養重點\n\n### 輪胎')).toBe('<div><h2>大標</h2><h2>保養重點</h2><h3>輪胎</h3></div>');
  });

  it('renders - and 1. lists, a list right after a paragraph line included', () => {
    expect(html('檢查項目：\n- 水箱\n- 皮帶\n\n1. 預約\n2. 進廠')).toBe(
      '<div><p>檢查項目：</p><ul><li>水箱</li><li>皮帶</li></ul><ol><li>預約</li><li>進廠</li></ol></div>',
    );
  });

  it('shows an uploaded picture on a line of its own with its words and size; any other picture stays text', () => {
    const upload = '/media/0123456789abcdef0123456789abcdef-900x600.webp';
    expect(html(`前言。\n![保養廠內的檢查流程](${upload})\n後記。`)).toBe(
      `<div><p>前言。</p><figure><img src="${upload}" alt="保養廠內的檢查流程" width="900" height="600" loading="lazy" decoding="async"/></figure><p>後記。</p></div>`,
    );
    // Without words, from another site, a drawing under /images, or a made-up name: text, never an <img>.
    for (const source of [
      `![](${upload})`,
      `![  ](${upload})`,
      '![追蹤](https://tracker.example/pixel.gif)',
      '![卡車](/images/news/launch.svg)',
      '![卡車](/media/../../etc/passwd)',
      `![卡車](${upload}" onerror="alert(1))`,
    ]) {
      expect(html(source)).not.toContain('<img');
    }
  });

  it('renders > quotes', () => {
    expect(html('> 開得穩，\n> 才跑得久。')).toBe('<div><blockquote><p>開得穩，\n才跑得久。</p></blockquote></div>');
  });

  it('renders **bold**, *italic* and links, nested', () => {
    expect(html('請**務必**在*出車前*檢查，詳見[**保養手冊**](/news/x)。')).toBe(
      '<div><p>請<strong>務必</strong>在<em>出車前</em>檢查，詳見<a href="/news/x"><strong>保養手冊</strong></a>。</p></div>',
    );
  });

  it('bolds words in Chinese quotation marks followed by more words, as a writer of Chinese expects', () => {
    expect(html('請注意**「胎壓」**與*（油量）*再出車。')).toBe(
      '<div><p>請注意<strong>「胎壓」</strong>與<em>（油量）</em>再出車。</p></div>',
    );
  });

  it('renders lists within lists, and a numbered list from its first number', () => {
    expect(html('- 車頭\n  - 冷氣\n- 車斗\n\n3. 三\n4. 四')).toBe(
      '<div><ul><li>車頭<ul><li>冷氣</li></ul></li><li>車斗</li></ul><ol start="3"><li>三</li><li>四</li></ol></div>',
    );
  });

  it('marks links to other sites noopener and keeps mailto: and tel:', () => {
    const links = [...dom('[官網](https://example.com) [信箱](mailto:a@example.com) [電話](tel:0800-000-000)').querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['https://example.com', 'noopener noreferrer'],
      ['mailto:a@example.com', null],
      ['tel:0800-000-000', null],
    ]);
  });

  describe('content cannot run script', () => {
    it('shows a <script> element as text', () => {
      const container = dom('<script>alert(1)</script>\n\n段落<script src="https://evil.example/x.js"></script>');
      expect(container.querySelector('script')).toBeNull();
      expect(container).toHaveTextContent('<script>alert(1)</script>');
      expect(html('<script>alert(1)</script>')).toBe('<div><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></div>');
    });

    it('shows <img onerror> and other raw HTML as text, with no element or handler made', () => {
      const container = dom(
        '<img src=x onerror="alert(1)">\n\n<a href="javascript:alert(1)">點我</a> <iframe src="https://evil.example"></iframe>',
      );
      expect(container.querySelector('img, iframe, a')).toBeNull();
      expect(container.innerHTML).not.toMatch(/<img|<iframe|<a /);
      expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
      expect([...container.querySelectorAll('*')].some((el) => [...el.attributes].some((attr) => attr.name.startsWith('on')))).toBe(false);
    });

    it.each([
      'javascript:alert%281%29',
      'JavaScript:alert%281%29',
      ' javascript:void0',
      'vbscript:msgbox',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/x',
      '/\\evil.example/x',
    ])('turns a link to %j into plain text', (target) => {
      const container = dom(`[點我](${target}) [安全](/news)`);
      expect(container.querySelectorAll('a')).toHaveLength(1);
      expect(container.querySelector('a')).toHaveAttribute('href', '/news');
      container.querySelector('a')!.remove();
      expect(container.querySelector('a')).toBeNull();
      expect(container).toHaveTextContent('[點我](');
    });
  });
});

// The longest body an article may have, and a budget far above what linear rendering needs (tens of
// milliseconds here) yet far below what backtracking took: 7.4 s for a heading padded with 1,500 spaces.
const BODY_LIMIT = 20_000;
const RENDER_BUDGET_MS = 1_000;

/**
 * The fastest of up to three renders: a busy machine (a build beside the tests, a collection) can stall one
 * render past the budget, but not three in a row, while a backtracking pattern is slow every time.
 */
function renderTime(source: string) {
  let fastest = Infinity;
  for (let attempt = 0; attempt < 3 && fastest >= RENDER_BUDGET_MS; attempt += 1) {
    const started = performance.now();
    renderToStaticMarkup(<Markdown source={source} />);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

const fill = (unit: string) => unit.repeat(Math.floor(BODY_LIMIT / unit.length));

describe('rendering takes time in proportion to the body, whatever it holds', () => {
  it.each([
    ['a heading padded with spaces', '# a' + ' '.repeat(BODY_LIMIT - 4) + 'x'],
    ['link openers never closed', fill('[a')],
    ['stars never closed', fill('*a')],
    ['bold never closed', fill('**a')],
    ['stars and underscores', fill('*_')],
    ['links whose address never ends', fill('[a](b')],
    ['pictures whose address never ends', fill('![a](b')],
    ['closing brackets, then opening ones', fill('a]') + fill('[')],
    ['quotes nested deep', fill('>') + 'a'],
    ['lists nested deep', fill('- ')],
    ['one line after another', fill('a\n')],
  ])('%s, at the body limit, renders within the budget', (_, source) => {
    expect(renderTime(source)).toBeLessThan(RENDER_BUDGET_MS);
  });

  it('renders random bodies, runs of Markdown marks of random lengths, within the budget each', () => {
    const mark = fc.constantFrom(
      '\n# ',
      '## ',
      ' ',
      '*',
      '**',
      '_',
      '[',
      ']',
      '(',
      ')',
      '![',
      '>',
      '- ',
      '1. ',
      '\n',
      '\\',
      '`',
      '<',
      'a',
      '字',
      '/media/x.webp',
    );
    const times = fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 2_000 }));
    const run = fc.tuple(mark, times).map(([text, count]) => text.repeat(count));
    fc.assert(
      fc.property(fc.array(run, { maxLength: 40 }), (runs) => {
        expect(renderTime(runs.join('').slice(0, BODY_LIMIT))).toBeLessThan(RENDER_BUDGET_MS);
      }),
      { numRuns: 100 },
    );
  });
});

describe('safeHref', () => {
  it.each([
    'https://example.com/a?b=1',
    'http://example.com',
    '/news/tl35',
    '#section',
    '?page=2',
    'mailto:x@example.com',
    'tel:+886-2-1234-5678',
  ])('allows %j', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    '//evil.example',
    '',
    ' ',
  ])('refuses %j', (href) => expect(safeHref(href)).toBeNull());
});
