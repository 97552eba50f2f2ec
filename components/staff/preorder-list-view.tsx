'use client';

import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { PREORDER_STATUS_LABELS } from '@/lib/purchase/states';
import { staffPreorderPath } from '@/lib/urls/staff.mjs';
import { PreorderStatusBadge } from '../purchase/status-badge';
import { PipelineList, type Column } from './pipeline-list';
import type { PreorderListRow } from '@/lib/schemas/staff-data';

const COLUMNS: Column<PreorderListRow>[] = [
  { label: '預購單號', sort: 'number', cell: (row) => row.number },
  { label: '建立日期', sort: 'createdAt', cell: (row) => formatDate(row.createdAt) },
  { label: '狀態', cell: (row) => <PreorderStatusBadge status={row.status} /> },
  { label: '會員', cell: (row) => row.member },
  { label: '手機', cell: (row) => row.mobile },
  { label: '車系', cell: (row) => row.family },
  { label: '數量', numeric: true, cell: (row) => `${row.quantity} 台` },
  { label: '總價', sort: 'total', numeric: true, cell: (row) => formatTwd(row.total) },
  { label: '經銷商', cell: (row) => row.dealer },
  { label: '業務', cell: (row) => row.assignee ?? '尚未指派' },
];

/** /staff/preorders: the pre-orders within the staff member's reach. */
export function PreorderListView() {
  return (
    <PipelineList
      title="預購單"
      call="GET /staff/preorders/v1"
      statuses={PREORDER_STATUS_LABELS}
      columns={COLUMNS}
      hrefOf={(row) => staffPreorderPath(row.number)}
    />
  );
}
