// The loader AFTER_FIRST_PAINT as a browser runs it, last in a page's body (jsdom: no paint is ever reported here).
import { withScriptsAfterFirstPaint } from './after-first-paint';

const SHEET: [string, string] = ['/_next/static/chunks/s.css', 'next'];
const SCRIPT = '<script src="/_next/static/chunks/main.js" async=""></script>';

/** Parses `body` as the server sends it and runs its loader. */
function load(body: string) {
  const html = withScriptsAfterFirstPaint(`<html><head></head><body>${body}${SCRIPT}</body></html>`, [SHEET]);
  document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML;
  new Function(document.querySelector('script[data-boot]')!.textContent!)();
}

/** What the loader has asked for so far. */
const requested = () => [...document.head.children].map((element) => element.getAttribute('href') ?? element.getAttribute('src'));
const EVERYTHING = [SHEET[0], '/_next/static/chunks/main.js'];

describe('the loader of the sheet and scripts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    window.requestAnimationFrame = (step) => setTimeout(step, 16) as unknown as number;
  });
  afterEach(() => jest.useRealTimers());

  it('waits for the paint of a page that shows its content, and loads the sheet and scripts after 3 s at the latest', () => {
    load('<div hidden=""></div><header>泰嵐商用車</header><main><h1>最新消息</h1></main>');
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(3000);
    expect(requested()).toEqual(EVERYTHING);
  });

  it('loads them at once for a page whose body shows nothing until its scripts render it (a news item that does not exist)', () => {
    load('<div hidden=""><!--$--><!--/$--></div><script>self.__next_f=[]</script><noscript>請開啟 JavaScript</noscript>');
    expect(requested()).toEqual(EVERYTHING);
  });
});
