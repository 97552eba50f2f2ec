'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { API_BASE } from '@/lib/config';
import { showToast } from '@/lib/site/toasts';

/**
 * 下載 PDF: the contract's PDF comes with the caller's token in a header (the member's or the console's), so it
 * is fetched and saved rather than linked.
 */
export function ContractPdfButton({ path, headers, filename }: { path: string; headers: Record<string, string>; filename: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const response = await fetch(`${API_BASE}${path}`, { headers });
      if (!response.ok || response.headers.get('content-type') !== 'application/pdf') throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      Object.assign(document.createElement('a'), { href: url, download: filename }).click();
      URL.revokeObjectURL(url);
    } catch {
      showToast('合約 PDF 下載失敗，請稍後再試', 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button tone="brand" loading={busy} loadingText="正在產生 PDF…" onClick={() => void download()}>
      下載 PDF
    </Button>
  );
}
