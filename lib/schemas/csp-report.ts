import * as z from 'zod';

// What a browser sends when the Content-Security-Policy blocks something: one report in the older
// `report-uri` form (application/csp-report), or a batch in the Reporting API's (application/reports+json).
// Only what the security log keeps is read; browsers add fields of their own, which are let through.

const text = z.string().max(2_000).optional();
const number = z.number().int().min(0).max(10_000_000).optional();

const legacyReport = z.looseObject({
  'csp-report': z.looseObject({
    'document-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': number,
    disposition: text,
  }),
});

const reportingApiBatch = z
  .array(
    z.looseObject({
      type: z.string().max(100),
      body: z.looseObject({
        documentURL: text,
        effectiveDirective: text,
        blockedURL: text,
        sourceFile: text,
        lineNumber: number,
        disposition: text,
      }),
    }),
  )
  .max(20);

export const cspReportSchema = z.union([legacyReport, reportingApiBatch]);
export type CspReport = z.infer<typeof cspReportSchema>;

/** The media types browsers send these reports in. */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
