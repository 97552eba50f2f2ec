/** The browser and the system a User-Agent names, as a member would recognise them; '' when unknown. */
export interface DeviceName {
  browser: string;
  system: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and every iPad app says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bLine\/(\d+)/, 'LINE'],
  [/\bFBAV\/(\d+)/, 'Facebook'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/\b(?:iPhone|iPod).*? OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/\biPad.*? OS (\d+)/, (m) => `iPadOS ${m[1]}`],
  [/\bAndroid (\d+)/, (m) => `Android ${m[1]}`],
  [/\bWindows NT 10\.0/, () => 'Windows'],
  [/\bWindows NT 6\.3/, () => 'Windows 8.1'],
  [/\bWindows NT 6\.1/, () => 'Windows 7'],
  [/\bWindows/, () => 'Windows'],
  [/\bCrOS\b/, () => 'ChromeOS'],
  [/\bMac OS X/, () => 'macOS'],
  [/\bLinux\b/, () => 'Linux'],
];

/** A device as a person reads it in a list of sessions: browser and system, or 未知的裝置. */
export const deviceLabel = ({ browser, system }: DeviceName) => [browser, system].filter(Boolean).join('．') || '未知的裝置';

/** A small reading of the User-Agent header: the major version of the browser, the system's name. */
export function describeUserAgent(userAgent: string): DeviceName {
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const match = userAgent.match(pattern);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent));
  return { browser, system: system ? system[1](userAgent.match(system[0])!) : '' };
}

const PRIVATE_V4 = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

/** Where a session came from, as far as an address tells without GeoIP data: this machine, the local network, or null. */
export function describePlace(ip: string): string | null {
  const address = ip.toLowerCase().replace(/^::ffff:/, '');
  if (address === '::1' || /^127\./.test(address)) return '本機';
  if (PRIVATE_V4.some((range) => range.test(address)) || /^f[cd][0-9a-f]{2}:/.test(address) || /^fe[89ab][0-9a-f]:/.test(address)) {
    return '內部網路';
  }
  return null;
}
