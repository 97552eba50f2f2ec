'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import { cx } from '@/lib/theme/cx';
import { purchaseListPath } from '@/lib/urls/member.mjs';

/**
 * A purchase record's page: the way back and 列印 above it (not on paper), and on paper everything in
 * black on white.
 */
export function DetailFrame({ tab, children }: { tab: PurchaseTab; children: ReactNode }) {
  return (
    <div className={cx('pu-frame')}>
      <div className={cx('pu-frame-bar')}>
        <NextLink href={purchaseListPath(tab)} className={cx('ui-text-link', 'pu-link')}>
          ← 返回購車管理
        </NextLink>
        <Button variant="outline" tone="brand" onClick={() => window.print()}>
          列印
        </Button>
      </div>
      {children}
    </div>
  );
}
