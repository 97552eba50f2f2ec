'use client';

import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { CONTRACT_STATUS_LABELS } from '@/lib/purchase/states';
import { staffContractPath } from '@/lib/urls/staff.mjs';
import { ContractStatusBadge } from '../purchase/status-badge';
import { PipelineList, type Column } from './pipeline-list';
import type { ContractListRow } from '@/lib/schemas/staff-data';

const COLUMNS: Column<ContractListRow>[] = [
  { label: '合約編號', sort: 'number', cell: (row) => row.number },
  { label: '建立日期', sort: 'createdAt', cell: (row) => formatDate(row.createdAt) },
  { label: '狀態', cell: (row) => <ContractStatusBadge status={row.status} /> },
  { label: '審閱期至', sort: 'reviewUntil', cell: (row) => formatDate(row.reviewUntil) },
  { label: '買方', cell: (row) => row.member },
  { label: '手機', cell: (row) => row.mobile },
  { label: '車系', cell: (row) => row.family },
  { label: '總價', sort: 'total', numeric: true, cell: (row) => formatTwd(row.total) },
  { label: '已收訂金', numeric: true, cell: (row) => formatTwd(row.depositPaid) },
  { label: '經銷商', cell: (row) => row.dealer },
  { label: '業務', cell: (row) => row.assignee ?? '尚未指派' },
];

/** /staff/contracts: the contracts within the staff member's reach. */
export function ContractListView() {
  return (
    <PipelineList
      title="合約"
      call="GET /staff/contracts/v1"
      statuses={CONTRACT_STATUS_LABELS}
      columns={COLUMNS}
      hrefOf={(row) => staffContractPath(row.number)}
    />
  );
}
