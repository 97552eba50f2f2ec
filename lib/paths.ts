import type { ConfigStep } from './constants';

// Public URLs of the spec (DESIGN: links and redirects always use the public form).
export const vehicleInfoPath = (familyUuid: string, step?: ConfigStep) =>
  `/vehicleowner/info-${familyUuid}${step ? `/${step}` : ''}`;

export type PurchaseDetail = 'contract-detail' | 'contract-spec' | 'delivery' | 'preorder-spec';
export const purchaseDetailPath = (kind: PurchaseDetail, uuid: string) => `/member/purchase/${kind}-${uuid}`;

export const forgetPasswordPath = (step: string | number) => `/login/forget-${step}`;
