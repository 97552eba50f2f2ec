import { COMPONENT_KEYS } from '@/lib/catalog/component-keys';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { formatTwd } from '../format/money';
import { evaluateOrder, type OrderSelection } from '../sale/pricing';
import { COLOR, FAMILY, LOCAL_PARTS, ORIGIN_PARTS, QUANTITY, TOTAL_WITH_TAX, UNIT, UNIT_PRICE } from '../words/vehicle';
import { COMPONENT_LABELS, formatComponent } from './components';
import { encodeSelection } from './share';

// 比較配置: two or three configurations side by side, row by row, each row saying whether they differ.

/** One configuration to compare: its family as it is today and what was chosen of it. */
export interface Compared {
  family: VehicleFamilyDetail;
  selection: OrderSelection;
}

export interface CompareRow {
  label: string;
  /** One text per configuration, in their order. */
  values: string[];
  /** The values are not all the same. */
  differs: boolean;
}

export interface CompareGroup {
  title: string;
  rows: CompareRow[];
}

const NOT_CHOSEN = '未選擇';
const NONE = '無';

const row = (label: string, values: string[]): CompareRow => ({ label, values, differs: new Set(values).size > 1 });

/** The groups of the comparison: components, key figures, colour, parts and price, at today's catalog. */
export function compareConfigurations(items: readonly Compared[]): CompareGroup[] {
  const looked = items.map(({ family, selection }) => {
    const vehicle = family.vehicles.find((each) => each.uuid === selection.vehicleUuid) ?? null;
    const color = family.colors.find((each) => each.uuid === selection.colorUuid) ?? null;
    const material = color?.materials.find((each) => each.uuid === selection.colorMaterialUuid) ?? null;
    const parts = (catalog: VehicleFamilyDetail['carParts'], ids: readonly string[]) =>
      catalog.filter((part) => ids.includes(part.uuid)).map((part) => `${part.name}（${formatTwd(part.price)}）`);
    return {
      family,
      vehicle,
      color: color ? `${color.name}${material ? `・${material.name}` : ''}` : NOT_CHOSEN,
      origin: parts(family.carParts, selection.originPartUuids),
      local: parts(family.localCarParts, selection.localPartUuids),
      price: evaluateOrder(family, selection).price,
    };
  });
  const figures = [...new Set(items.flatMap(({ family }) => family.keySpecs.map((spec) => spec.label)))];
  const list = (names: string[]) => (names.length > 0 ? names.join('、') : NONE);
  return [
    {
      title: '車型配備',
      rows: [
        row(
          FAMILY,
          looked.map(({ family }) => family.name),
        ),
        ...COMPONENT_KEYS.map((key) =>
          row(
            COMPONENT_LABELS[key],
            looked.map(({ vehicle }) => (vehicle ? formatComponent(key, vehicle[key]) : NOT_CHOSEN)),
          ),
        ),
      ],
    },
    {
      title: '主要規格',
      rows: figures.map((label) =>
        row(
          label,
          looked.map(({ family }) => family.keySpecs.find((spec) => spec.label === label)?.value ?? '—'),
        ),
      ),
    },
    {
      title: '外觀',
      rows: [
        row(
          COLOR,
          looked.map(({ color }) => color),
        ),
      ],
    },
    {
      title: '配件',
      rows: [
        row(
          ORIGIN_PARTS,
          looked.map(({ origin }) => list(origin)),
        ),
        row(
          LOCAL_PARTS,
          looked.map(({ local }) => list(local)),
        ),
      ],
    },
    {
      title: '價格',
      rows: [
        row(
          UNIT_PRICE,
          looked.map(({ price }) => formatTwd(price.unitPrice)),
        ),
        row(
          QUANTITY,
          looked.map(({ price }) => `${price.quantity} ${UNIT}`),
        ),
        row(
          TOTAL_WITH_TAX,
          looked.map(({ price }) => formatTwd(price.total)),
        ),
      ],
    },
  ];
}

/** What the compare page's address names: `item={familyUuid}.{text}` repeated, or a family's models (`family=&vehicle=`, from its page). */
export interface CompareQuery {
  item?: string | string[];
  family?: string | string[];
  vehicle?: string | string[];
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHARE_TEXT = /^[\w-]{1,2048}$/;
const all = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The configurations an address names, as a family's id and a share link's text each; what is malformed is left out. */
export function compareItemsOf(query: CompareQuery): { familyUuid: string; code: string }[] {
  const items = all(query.item).flatMap((item) => {
    const [familyUuid, code] = item.split('.');
    return UUID_TEXT.test(familyUuid ?? '') && SHARE_TEXT.test(code ?? '') ? [{ familyUuid: familyUuid.toLowerCase(), code }] : [];
  });
  const [family] = all(query.family);
  const models =
    family && UUID_TEXT.test(family)
      ? all(query.vehicle)
          .filter((id) => UUID_TEXT.test(id))
          .map((vehicleUuid) => ({
            familyUuid: family.toLowerCase(),
            code: encodeSelection({
              vehicleUuid: vehicleUuid.toLowerCase(),
              colorUuid: null,
              colorMaterialUuid: null,
              originPartUuids: [],
              localPartUuids: [],
              quantity: 1,
            }),
          }))
      : [];
  return [...items, ...models];
}
