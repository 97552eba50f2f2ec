'use client';

import type { BodyOf } from '@/lib/api/contract/calls';
import { Box, Button, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useRouter } from 'next/navigation';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { FormAlert } from '@/components/forms/form-alert';
import { useForm } from '@/components/forms/use-form';
import { openingsText, POINT_SERVICE_LABELS } from '@/lib/dealers/points';
import { pointCreateSchema } from '@/lib/schemas/dealer-point-forms';
import type { StaffPoint } from '@/lib/schemas/dealers';
import { staffDealerPointPath } from '@/lib/urls/staff.mjs';
import { LOADING } from '@/lib/words/actions';
import { DEALERS } from '@/lib/words/pages';
import { DEALER } from '@/lib/words/people';
import { useCatalogChange } from './catalog-change';
import { ConsoleTable, type ConsoleColumn } from './console-table';
import { EditorField } from './editor-field';
import { messageOf } from './pipeline-list';
import { POINT_FIELDS, PointFields, pointBody, pointResolver, pointValues, type PointValues } from './point-fields';
import { Panel } from './record-parts';
import { useStaffQuery } from './staff-session';

const NEW_POINT = '新增據點';

const COLUMNS: ConsoleColumn<StaffPoint>[] = [
  { label: '據點', cell: (point) => point.name, style: { fontWeight: 'medium' } },
  { label: DEALER, cell: (point) => point.dealerName },
  { label: '地址', cell: (point) => `${point.city}${point.town}${point.street}` },
  { label: '服務項目', cell: (point) => point.services.map((service) => POINT_SERVICE_LABELS[service]).join('、') },
  { label: '星期一', cell: (point) => openingsText(point.hours[1]) },
  {
    label: '管理',
    labelHidden: true,
    cell: (point) => (
      <Button asChild size="xs" variant="outline">
        <NextLink href={staffDealerPointPath(point.slug)} aria-label={`修改「${point.name}」的資料與營業時間`}>
          資料與營業時間
        </NextLink>
      </Button>
    ),
  },
];

type NewValues = PointValues & { slug: string; dealerCode: string };
const newBody = (values: NewValues) => ({ ...pointBody(values), slug: values.slug, dealerCode: values.dealerCode });

/** 新增據點: a dealer's new point, public on /dealers as soon as it is saved. */
function NewPointPanel({ reload }: { reload: () => void }) {
  const router = useRouter();
  const dealers = useStaffQuery({ call: 'GET /staff/dealers/v1' });
  const form = useForm<NewValues>({
    resolver: pointResolver(pointCreateSchema, newBody),
    defaultValues: { ...pointValues(), slug: '', dealerCode: '' },
  });
  const change = useCatalogChange<NewValues>(form, [...POINT_FIELDS, 'slug', 'dealerCode'], reload);
  const save = form.handleSubmit(async (values) => {
    // The resolver checked these values with the call's own schema: what is sent is the call's body.
    const body = newBody(values) as BodyOf<'POST /staff/dealer-points/v1'>;
    const created = await change.send({ call: 'POST /staff/dealer-points/v1', body }, `已新增「${values.name.trim()}」，網站上已看得到`);
    if (created) router.push(staffDealerPointPath(created.slug));
  });
  const dealerError = form.formState.errors.dealerCode?.message;
  return (
    <Panel title={NEW_POINT}>
      <chakra.form onSubmit={save} noValidate aria-label={NEW_POINT}>
        <Stack gap="4">
          <FormAlert message={change.failure} />
          <Box>
            <chakra.label htmlFor="new-point-dealer" display="block" fontWeight="medium" mb="1">
              {DEALER}
            </chakra.label>
            <NativeSelect.Root bg="white" maxW="sm">
              <NativeSelect.Field id="new-point-dealer" aria-invalid={Boolean(dealerError)} {...form.register('dealerCode')}>
                <option value="">請選擇</option>
                {dealers.data?.map((dealer) => (
                  <option key={dealer.code} value={dealer.code}>
                    {dealer.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {dealerError && (
              <Text color="red.700" fontSize="sm" mt="1">
                {dealerError}
              </Text>
            )}
          </Box>
          <EditorField
            form={form}
            name="slug"
            label="網址代稱"
            required
            helper="據點頁的網址 /dealers/…，小寫英文、數字與連字號，例如 taoyuan-zhongli；新增後不能更改"
          />
          <PointFields form={form} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {NEW_POINT}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Panel>
  );
}

/** /staff/dealer-points: every dealer's points, to open one and change its facts or hours, or to add one. */
export function DealerPointsView() {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/dealer-points/v1' });
  return (
    <Stack gap="5" maxW="6xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {DEALERS}
      </chakra.h1>
      <Text color="gray.700">網站「服務據點」頁面的內容：地址、電話、服務項目與營業時間。儲存後立即更新網站上的列表、地圖與據點頁。</Text>
      <FormAlert message={error ? messageOf(error) : ''} />
      <ConsoleTable caption={DEALERS} columns={COLUMNS} rows={data} rowKey={(point) => point.slug} />
      {!data && !error && <Text role="status">{LOADING}</Text>}
      {data && <NewPointPanel reload={reload} />}
    </Stack>
  );
}
