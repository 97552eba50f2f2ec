'use client';

import { LOCAL_PART, OFF_SALE, ON_SALE, STATUS } from '@/lib/words/console';
import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate, taipeiDayStart, taipeiToday } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { priceListSchema } from '@/lib/schemas/catalog-forms';
import { showToast } from '@/lib/site/toasts';
import { STAFF_CATALOG_PATH } from '@/lib/urls/staff.mjs';
import { FormAlert } from '../forms/form-alert';
import { AvailabilityButton } from './availability-button';
import { ColorWordsPanel } from './color-words-panel';
import { FamilyDetailsPanel } from './family-details-panel';
import { NewItemPanel } from './new-item-panel';
import { PartRulesPanel } from './part-rules-panel';
import { messageOf } from './pipeline-list';
import { PriceListHistory } from './price-list-history';
import { Panel } from './record-parts';
import { useRecordAction } from './record-action';
import { ActionError, ConfirmDialog } from './confirm-action';
import { priceListTodayNote } from './confirm-notes';
import { staffRequest, useStaffQuery } from './staff-session';
import { LOADING } from '@/lib/words/actions';
import { MODEL, ORIGIN_PARTS } from '@/lib/words/vehicle';

type Errors = Record<string, string>;

/** A row of the catalog: what it is, its price now and to come, the new price typed, on sale or not. */
interface Row {
  id: string;
  kind: 'vehicle' | 'color' | 'material' | 'part';
  label: string;
  detail?: string;
  price: number | null;
  nextPrice: FamilyCatalog['vehicles'][number]['nextPrice'];
  active: boolean;
  indent?: boolean;
}

const rowsOf = (catalog: FamilyCatalog) => ({
  vehicles: catalog.vehicles.map((v): Row => ({
    id: v.id,
    kind: 'vehicle',
    label: v.label,
    price: v.price,
    nextPrice: v.nextPrice,
    active: v.active,
  })),
  paints: catalog.colors.flatMap((color): Row[] => [
    { id: color.id, kind: 'color', label: color.name, detail: color.hex, price: null, nextPrice: null, active: color.active },
    ...color.materials.map((m): Row => ({
      id: m.id,
      kind: 'material',
      label: `${color.name}（${m.name}）`,
      price: m.price,
      nextPrice: m.nextPrice,
      active: m.active,
      indent: true,
    })),
  ]),
  origin: catalog.parts.filter((p) => p.kind === 'origin'),
  local: catalog.parts.filter((p) => p.kind === 'local'),
});

const partRow = (p: FamilyCatalog['parts'][number]): Row => ({
  id: p.id,
  kind: 'part',
  label: p.name,
  detail: [p.exclusiveGroup && `擇一組：${p.exclusiveGroup}`, p.minWheelBase && `軸距 ${p.minWheelBase} mm 以上`]
    .filter(Boolean)
    .join('・'),
  price: p.price,
  nextPrice: p.nextPrice,
  active: p.active,
});

/**
 * /staff/catalog/{id}: one family for headquarters. New prices are typed beside the prices in force and
 * saved together as a price list from a day on; each item is withdrawn from sale or reinstated on its
 * row; the family's details, new items and a part's rules have forms of their own; the price lists so
 * far are below, as the history.
 */
export function FamilyCatalogView({ id }: { id: string }) {
  const { data: catalog, error, reload } = useStaffQuery({ call: 'GET /staff/catalog/v1/{id}', params: { id } });
  const action = useRecordAction(reload);
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [day, setDay] = useState(() => taipeiToday());
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  // A list from today changes the prices at once: it is confirmed first (`asking` holds what is sent).
  const [asking, setAsking] = useState<{ catalog: FamilyCatalog; count: number } | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  if (!catalog) return error ? <FormAlert message={messageOf(error)} /> : <Text role="status">{LOADING}</Text>;
  const rows = rowsOf(catalog);

  async function savePriceList(current: FamilyCatalog, confirmed = false) {
    setFailure('');
    const typed = Object.entries(prices).filter(([, value]) => value.trim() !== '');
    const body = {
      version: current.version,
      name,
      effectiveDate: day,
      entries: typed.map(([itemId, value]) => ({ itemId, price: Number(value) })),
    };
    const found: Errors = {};
    const place = (path: string, message: string) => {
      const entry = /^entries\.(\d+)\.(price|itemId)$/.exec(path);
      found[entry ? `price:${typed[Number(entry[1])]?.[0]}` : path] ??= message;
    };
    const checked = priceListSchema.safeParse(body);
    if (!checked.success) {
      checked.error.issues.forEach((issue) => place(issue.path.join('.'), issue.message));
      setErrors(found);
      return;
    }
    setErrors({});
    if (day === taipeiToday() && !confirmed) {
      setAsking({ catalog: current, count: typed.length });
      return;
    }
    setSaving(true);
    const result = await staffRequest({ call: 'POST /staff/catalog/v1/{id}/price-lists', params: { id: current.id }, body: checked.data });
    setSaving(false);
    if (result.ok) {
      showToast(day === taipeiToday() ? '新價格已生效' : `已儲存價格表，${formatDate(taipeiDayStart(day))} 起生效`, 'success');
      setPrices({});
      setName('');
      reload();
      return;
    }
    if (result.error.code === 'V00001') {
      (result.error.data?.errors ?? []).forEach((item) => place(item.path, item.message));
      setErrors(found);
      return;
    }
    setFailure(result.error.code === 'S00409' ? `${result.error.message}。下方已是最新內容，您填的新價格仍保留。` : result.error.message);
    if (result.error.code === 'S00409') reload();
  }

  const priceCell = (row: Row) =>
    row.price === null ? null : (
      <Stack gap="0.5">
        <Text>{formatTwd(row.price)}</Text>
        {row.nextPrice && (
          <Text fontSize="xs" color="orange.700">
            {formatDate(taipeiDayStart(row.nextPrice.effectiveDate))} 起 {formatTwd(row.nextPrice.price)}
          </Text>
        )}
      </Stack>
    );

  const table = (title: string, list: Row[], priceLabel = '現行價格') => (
    <Panel title={title}>
      <Box overflowX="auto">
        <chakra.table w="full" fontSize="sm">
          <chakra.caption srOnly>{title}</chakra.caption>
          <thead>
            <chakra.tr bg="gray.100">
              {['項目', priceLabel, '新價格', STATUS, '販售'].map((label) => (
                <chakra.th key={label} scope="col" textAlign="start" px="3" py="2">
                  {label}
                </chakra.th>
              ))}
            </chakra.tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <chakra.tr
                key={row.id}
                borderTopWidth="1px"
                borderColor="gray.200"
                verticalAlign="top"
                color={row.active ? undefined : 'gray.600'}
              >
                <chakra.td px="3" py="2" ps={row.indent ? '8' : '3'}>
                  <Text fontWeight={row.indent ? 'normal' : 'medium'}>{row.label}</Text>
                  {row.detail && (
                    <Text fontSize="xs" color="gray.600">
                      {row.detail}
                    </Text>
                  )}
                </chakra.td>
                <chakra.td px="3" py="2" whiteSpace="nowrap">
                  {priceCell(row)}
                </chakra.td>
                <chakra.td px="3" py="2" minW="9rem">
                  {row.price !== null && (
                    <Field.Root invalid={Boolean(errors[`price:${row.id}`])}>
                      <Input
                        size="sm"
                        bg="white"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        aria-label={`「${row.label}」的新價格`}
                        placeholder="不變"
                        value={prices[row.id] ?? ''}
                        onChange={(event) => setPrices((now) => ({ ...now, [row.id]: event.target.value }))}
                      />
                      <Field.ErrorText>{errors[`price:${row.id}`]}</Field.ErrorText>
                    </Field.Root>
                  )}
                </chakra.td>
                <chakra.td px="3" py="2" whiteSpace="nowrap">
                  {row.active ? ON_SALE : OFF_SALE}
                </chakra.td>
                <chakra.td px="3" py="2">
                  <AvailabilityButton row={row} busy={action.busy} onConfirm={(available) => void changeAvailability(row, available)} />
                  <ActionError message={action.errorAt(`availability:${row.id}`)} />
                </chakra.td>
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Panel>
  );

  function changeAvailability(row: Row, available: boolean) {
    return action.run(
      {
        call: 'POST /staff/catalog/v1/{id}/availability',
        params: { id: catalog!.id },
        body: { version: catalog!.version, kind: row.kind, itemId: row.id, available },
      },
      available ? `已恢復販售「${row.label}」` : `已停售「${row.label}」`,
      { at: `availability:${row.id}` },
    );
  }

  const field = (key: string, label: string, input: ReactNode, helper?: string) => (
    <Field.Root w={{ base: 'full', md: '16rem' }} invalid={Boolean(errors[key])} required>
      <Field.Label>{label}</Field.Label>
      {input}
      {helper && !errors[key] && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack gap="5" maxW="7xl">
      <HStack justify="space-between" wrap="wrap">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {catalog.name}
        </chakra.h1>
        <chakra.a href={STAFF_CATALOG_PATH} color="brand.700" textDecoration="underline">
          回到車系型錄
        </chakra.a>
      </HStack>
      <FamilyDetailsPanel catalog={catalog} reload={reload} />
      <Panel title="新價格表">
        <Stack gap="4">
          <Text color="gray.700">
            在下方各項目的「新價格」欄填入調整後的含稅價格（新臺幣元），留白表示不變；生效日當天 0
            點（台北時間）起，網站、配置器與新的預購單都使用新價格。已成立的預購單維持原價。
          </Text>
          <HStack gap="4" align="flex-start" wrap="wrap">
            {field(
              'name',
              '價格表名稱',
              <Input bg="white" value={name} onChange={(event) => setName(event.target.value)} placeholder="例如 2027 年價格表" />,
            )}
            {field(
              'effectiveDate',
              '生效日期',
              <Input type="date" bg="white" min={taipeiToday()} value={day} onChange={(event) => setDay(event.target.value)} />,
              '今天或之後',
            )}
          </HStack>
          <Stack gap="2" alignItems="flex-start">
            <Button ref={saveButton} colorPalette="brand" loading={saving} onClick={() => void savePriceList(catalog)}>
              儲存價格表
            </Button>
            <ActionError message={failure || errors.entries || ''} />
          </Stack>
          <ConfirmDialog
            open={asking !== null}
            title="新價格今天立即生效？"
            confirmLabel="確認立即生效"
            busy={saving}
            onConfirm={() => savePriceList(asking!.catalog, true)}
            onClose={() => setAsking(null)}
            returnFocusTo={() => saveButton.current}
          >
            {asking && priceListTodayNote(name, asking.count)}
          </ConfirmDialog>
        </Stack>
      </Panel>
      {table(MODEL, rows.vehicles)}
      {table('顏色與烤漆', rows.paints, '現行加價')}
      {table(ORIGIN_PARTS, rows.origin.map(partRow))}
      {table(LOCAL_PART, rows.local.map(partRow))}
      <NewItemPanel catalog={catalog} reload={reload} />
      <ColorWordsPanel catalog={catalog} reload={reload} />
      <PartRulesPanel catalog={catalog} reload={reload} />
      <PriceListHistory
        lists={catalog.priceLists}
        busy={action.busy}
        errorOf={(listId) => action.errorAt(`price-list:${listId}`)}
        onCancel={(list) =>
          void action.run(
            {
              call: 'POST /staff/catalog/v1/{id}/price-lists/{listId}/cancel',
              params: { id: catalog.id, listId: list.id },
              body: { version: catalog.version },
            },
            `已取消「${list.name}」`,
            { at: `price-list:${list.id}` },
          )
        }
      />
    </Stack>
  );
}
