'use client';

import type { ReactNode } from 'react';
import type { PurchaseTab } from '@/lib/purchase/tabs';
import type { ContractSummary, PreorderSummary } from '@/lib/sale/purchases';
import { cx, recipe } from '@/lib/theme/cx';
import { useContractsQuery, usePreordersQuery } from '@/store/purchase-api';
import { ContractList } from './contract-list';
import { EmptyPurchases } from './empty-purchases';
import { PreorderList } from './preorder-list';
import { PurchaseTabsNav } from './purchase-tabs-nav';
import { LoadError, LoadingState } from './query-states';
import { CONTRACT, CONTRACT_AND_DELIVERY, PREORDER } from '@/lib/words/purchase';

/** /member/purchase?tab=: 0 both lists, 1 the pre-orders, 2 the contracts with their delivery. */
export function PurchaseOverview({ tab }: { tab: PurchaseTab }) {
  const preorders = usePreordersQuery(undefined, { skip: tab === 2 });
  const contracts = useContractsQuery(undefined, { skip: tab === 1 });
  const asked = [tab !== 2 && preorders, tab !== 1 && contracts].filter((query) => query !== false);

  let body;
  if (asked.some((query) => query.isError)) {
    const retry = () => asked.filter((query) => query.isError).forEach((query) => query.refetch());
    body = <LoadError message="無法載入購車資料，請稍後再試。" onRetry={retry} />;
  } else if (asked.some((query) => !query.currentData)) {
    body = <LoadingState label="正在載入購車資料…" />;
  } else {
    body = <TabBody tab={tab} preorders={preorders.currentData ?? []} contracts={contracts.currentData ?? []} />;
  }

  return (
    <>
      <PurchaseTabsNav tab={tab} />
      <div className={cx('ui-stack-8', 'pu-overview')}>{body}</div>
    </>
  );
}

function TabBody({ tab, preorders, contracts }: { tab: PurchaseTab; preorders: PreorderSummary[]; contracts: ContractSummary[] }) {
  if (tab === 1) {
    return (
      <ListSection title={PREORDER}>
        {preorders.length ? (
          <PreorderList preorders={preorders} tab={tab} />
        ) : (
          <EmptyPurchases message="您還沒有預購單。選一款車型完成配置，即可線上預購。" />
        )}
      </ListSection>
    );
  }
  if (tab === 2) {
    return (
      <ListSection title={CONTRACT_AND_DELIVERY}>
        {contracts.length ? (
          <ContractList contracts={contracts} tab={tab} progress />
        ) : (
          <EmptyPurchases message="您還沒有合約。經銷商與您確認預購單後，合約與交車進度會列在這裡。" />
        )}
      </ListSection>
    );
  }
  if (!preorders.length && !contracts.length) {
    return <EmptyPurchases message="您還沒有預購單或合約。選一款車型完成配置，即可線上預購。" />;
  }
  return (
    <>
      <ListSection title={PREORDER}>
        {preorders.length ? <PreorderList preorders={preorders} tab={tab} /> : <p>目前沒有預購單。</p>}
      </ListSection>
      <ListSection title={CONTRACT}>
        {contracts.length ? (
          <ContractList contracts={contracts} tab={tab} />
        ) : (
          <p>目前沒有合約。經銷商與您確認預購單後，合約會列在這裡。</p>
        )}
      </ListSection>
    </>
  );
}

function ListSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={cx('ui-stack-4')}>
      <h2 className={recipe('heading', { size: 'lg' })}>{title}</h2>
      {children}
    </section>
  );
}
