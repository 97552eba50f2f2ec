'use client';

import { CREATED_DATE, MOBILE, SALES, STATUS, TOTAL, UNASSIGNED } from '@/lib/words/console';
import { formatDate } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import { CONTRACT_STATUS_LABELS } from '@/lib/purchase/states';
import { staffContractPath } from '@/lib/urls/staff.mjs';
import { ContractStatusBadge } from '../purchase/status-badge';
import { PipelineList, type Column } from './pipeline-list';
import type { ContractListRow } from '@/lib/schemas/staff-data';
import { BUYER, CONTRACT, CONTRACT_NUMBER, REVIEW_UNTIL } from '@/lib/words/purchase';
import { DEALER } from '@/lib/words/people';
import { FAMILY } from '@/lib/words/vehicle';

const COLUMNS: Column<ContractListRow>[] = [
  { label: CONTRACT_NUMBER, sort: 'number', cell: (row) => row.number },
  { label: CREATED_DATE, sort: 'createdAt', cell: (row) => formatDate(row.createdAt) },
  { label: STATUS, cell: (row) => <ContractStatusBadge status={row.status} /> },
  { label: REVIEW_UNTIL, sort: 'reviewUntil', cell: (row) => formatDate(row.reviewUntil) },
  { label: BUYER, cell: (row) => row.member },
  { label: MOBILE, cell: (row) => row.mobile },
  { label: FAMILY, cell: (row) => row.family },
  { label: TOTAL, sort: 'total', numeric: true, cell: (row) => formatTwd(row.total) },
  { label: '已收訂金', numeric: true, cell: (row) => formatTwd(row.depositPaid) },
  { label: DEALER, cell: (row) => row.dealer },
  { label: SALES, cell: (row) => row.assignee ?? UNASSIGNED },
];

/** /staff/contracts: the contracts within the staff member's reach. */
export function ContractListView() {
  return (
    <PipelineList
      title={CONTRACT}
      call="GET /staff/contracts/v1"
      statuses={CONTRACT_STATUS_LABELS}
      columns={COLUMNS}
      hrefOf={(row) => staffContractPath(row.number)}
    />
  );
}
