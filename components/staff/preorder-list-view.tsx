'use client';

import { CREATED_DATE, MOBILE, SALES, STATUS, TOTAL, UNASSIGNED } from '@/lib/words/console';
import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { PREORDER_STATUS_LABELS } from '@/lib/purchase/states';
import { staffPreorderPath } from '@/lib/urls/staff.mjs';
import { PreorderStatusBadge } from '../purchase/status-badge';
import { PipelineList, type Column } from './pipeline-list';
import type { PreorderListRow } from '@/lib/schemas/staff-data';
import { PREORDER, PREORDER_NUMBER } from '@/lib/words/purchase';
import { DEALER } from '@/lib/words/people';
import { FAMILY, QUANTITY } from '@/lib/words/vehicle';

const COLUMNS: Column<PreorderListRow>[] = [
  { label: PREORDER_NUMBER, sort: 'number', cell: (row) => row.number },
  { label: CREATED_DATE, sort: 'createdAt', cell: (row) => formatDate(row.createdAt) },
  { label: STATUS, cell: (row) => <PreorderStatusBadge status={row.status} /> },
  { label: '會員', cell: (row) => row.member },
  { label: MOBILE, cell: (row) => row.mobile },
  { label: FAMILY, cell: (row) => row.family },
  { label: QUANTITY, numeric: true, cell: (row) => `${row.quantity} 台` },
  { label: TOTAL, sort: 'total', numeric: true, cell: (row) => formatTwd(row.total) },
  { label: DEALER, cell: (row) => row.dealer },
  { label: SALES, cell: (row) => row.assignee ?? UNASSIGNED },
];

/** /staff/preorders: the pre-orders within the staff member's reach. */
export function PreorderListView() {
  return (
    <PipelineList
      title={PREORDER}
      call="GET /staff/preorders/v1"
      statuses={PREORDER_STATUS_LABELS}
      columns={COLUMNS}
      hrefOf={(row) => staffPreorderPath(row.number)}
    />
  );
}
