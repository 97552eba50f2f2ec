// The fees on the road besides 使用牌照稅, which headquarters keeps as tables in the console (road_fees):
// what each is called, in the order the estimate lists them. A fee headquarters has not set is listed
// without an amount (./road-costs) until it is.

export const ROAD_FEE_KINDS = ['road-maintenance', 'compulsory-insurance', 'registration'] as const;
export type RoadFeeKind = (typeof ROAD_FEE_KINDS)[number];

export const ROAD_FEE_LABELS: Record<RoadFeeKind, string> = {
  'road-maintenance': '公路使用養護安全管理費（原汽車燃料使用費）',
  'compulsory-insurance': '強制汽車責任保險（一年，估算）',
  registration: '新領牌照規費（牌照、行照與檢驗）',
};
