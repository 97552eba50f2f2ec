import 'server-only';
import type { CspReport } from '@/lib/schemas/csp-report';
import type { Executor } from '../db/client';
import { consumeRate } from '../rate-limit';
import { securityEvent } from '../security-events';

// One address's reports beyond this many a minute are dropped unread: a page that breaks sends a few,
// and nobody may fill the security log by sending more.
const REPORTS_PER_MINUTE = 20;

/** The part of an address the log keeps: scheme, host and path, never a query that may hold a token. */
function withoutQuery(address: string | undefined) {
  if (!address) return '';
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}${url.pathname}`.slice(0, 300);
  } catch {
    // 'inline', 'eval', 'self' and the like.
    return address.slice(0, 40);
  }
}

/** Writes each violation a browser reported to the security log, within the address's budget. */
export async function logCspReport(db: Executor, report: CspReport, ip: string) {
  const { allowed } = await consumeRate(db, { key: `csp-report:ip:${ip}`, limit: REPORTS_PER_MINUTE, windowSeconds: 60 });
  if (!allowed) return;
  const violations = Array.isArray(report)
    ? report
        .filter((entry) => entry.type === 'csp-violation')
        .map(({ body }) => ({
          page: body.documentURL,
          directive: body.effectiveDirective,
          blocked: body.blockedURL,
          source: body.sourceFile,
          line: body.lineNumber,
          disposition: body.disposition,
        }))
    : [
        {
          page: report['csp-report']['document-uri'],
          directive: report['csp-report']['effective-directive'] ?? report['csp-report']['violated-directive'],
          blocked: report['csp-report']['blocked-uri'],
          source: report['csp-report']['source-file'],
          line: report['csp-report']['line-number'],
          disposition: report['csp-report'].disposition,
        },
      ];
  for (const violation of violations) {
    await securityEvent(db, 'csp-violation', null, {
      page: withoutQuery(violation.page),
      directive: String(violation.directive ?? '').slice(0, 60),
      blocked: withoutQuery(violation.blocked),
      source: withoutQuery(violation.source),
      line: violation.line ?? 0,
      disposition: String(violation.disposition ?? 'enforce').slice(0, 20),
    });
  }
}
