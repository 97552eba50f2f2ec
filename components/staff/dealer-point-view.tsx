'use client';

import type { BodyOf } from '@/lib/api/contract/calls';
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { FormAlert } from '@/components/forms/form-alert';
import { useForm } from '@/components/forms/use-form';
import { formatDateTime } from '@/lib/format/dates';
import { pointUpdateSchema } from '@/lib/schemas/dealer-point-forms';
import type { StaffPoint } from '@/lib/schemas/dealers';
import { dealerPointPath } from '@/lib/urls/site.mjs';
import { STAFF_DEALER_POINTS_PATH } from '@/lib/urls/staff.mjs';
import { LOADING } from '@/lib/words/actions';
import { DEALERS } from '@/lib/words/pages';
import { useCatalogChange } from './catalog-change';
import { messageOf } from './pipeline-list';
import { POINT_FIELDS, PointFields, pointBody, pointResolver, pointValues, type PointValues } from './point-fields';
import { Panel } from './record-parts';
import { useStaffQuery } from './staff-session';

/** The point's facts and hours; the form keeps what was typed while the point is read again after a conflict. */
function PointPanel({ point, reload }: { point: StaffPoint; reload: () => void }) {
  const form = useForm<PointValues>({
    resolver: pointResolver(pointUpdateSchema, pointBody, { version: point.version }),
    defaultValues: pointValues(point),
  });
  const change = useCatalogChange<PointValues>(form, POINT_FIELDS, reload);
  const save = form.handleSubmit(async (values) => {
    // The resolver checked these values with the call's own schema: what is sent is the call's body.
    const body = { ...pointBody(values), version: point.version } as BodyOf<'PUT /staff/dealer-points/v1/{slug}'>;
    const saved = await change.send(
      { call: 'PUT /staff/dealer-points/v1/{slug}', params: { slug: point.slug }, body },
      `已儲存「${values.name.trim()}」，網站上已更新`,
    );
    if (saved) form.resetTo(pointValues(saved));
  });
  return (
    <Panel title="據點資料與營業時間">
      <chakra.form onSubmit={save} noValidate aria-label="據點資料與營業時間">
        <Stack gap="4">
          <FormAlert message={change.failure} />
          <PointFields form={form} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              儲存據點資料
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Panel>
  );
}

/** /staff/dealer-points/{slug}: one point, its facts and hours as the site shows them, to change. */
export function DealerPointView({ slug }: { slug: string }) {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/dealer-points/v1' });
  const point = data?.find((one) => one.slug === slug);
  return (
    <Stack gap="5" maxW="4xl">
      <NextLink href={STAFF_DEALER_POINTS_PATH}>← {DEALERS}</NextLink>
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {point?.name ?? DEALERS}
      </chakra.h1>
      <FormAlert message={error ? messageOf(error) : data && !point ? '找不到這個據點，可能網址有誤。' : ''} />
      {!data && !error && <Text role="status">{LOADING}</Text>}
      {point && (
        <>
          <HStack gap="4" flexWrap="wrap" color="gray.700">
            <Text>
              {point.dealerName}・最後修改 {formatDateTime(point.updatedAt)}
            </Text>
            <chakra.a href={dealerPointPath(point.slug)} target="_blank" color="brand.700" textDecoration="underline">
              在網站上查看
            </chakra.a>
          </HStack>
          <PointPanel key={point.version} point={point} reload={reload} />
        </>
      )}
    </Stack>
  );
}
