'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { API_BASE } from '@/lib/config';
import { showToast } from '@/lib/site/toasts';

/** The name the server gave the file (Content-Disposition), else `fallback`. */
const filenameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * 下載 PDF (a contract, a quote): the PDF comes with the caller's token in a header (the member's or the
 * console's), so it is fetched and saved rather than linked.
 */
export function PdfDownloadButton({
  path,
  headers,
  filename,
  label = '下載 PDF',
  failure,
}: {
  path: string;
  headers: Record<string, string>;
  filename: string;
  label?: string;
  /** The toast when it cannot be had, naming the document. */
  failure: string;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const response = await fetch(`${API_BASE}${path}`, { headers });
      if (!response.ok || response.headers.get('content-type') !== 'application/pdf') throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      Object.assign(document.createElement('a'), { href: url, download: filenameOf(response, filename) }).click();
      URL.revokeObjectURL(url);
    } catch {
      showToast(failure, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button tone="brand" loading={busy} loadingText="正在產生 PDF…" onClick={() => void download()}>
      {label}
    </Button>
  );
}
