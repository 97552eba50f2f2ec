'use client';

import { STAFF_CATALOG } from '@/lib/words/console';
import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import type { CatalogFamilyRow } from '@/lib/schemas/catalog-editing-data';
import { staffFamilyCatalogPath } from '@/lib/urls/staff.mjs';
import { FormAlert } from '../forms/form-alert';
import { ConsoleTable, type ConsoleColumn } from './console-table';
import { messageOf } from './pipeline-list';
import { NewFamilyPanel } from './new-family-panel';
import { useStaffQuery } from './staff-session';
import { FAMILY } from '@/lib/words/vehicle';
import { LOADING } from '@/lib/words/actions';

const COLUMNS: ConsoleColumn<CatalogFamilyRow>[] = [
  { label: FAMILY, cell: (family) => family.name, style: { fontWeight: 'medium' } },
  { label: '系列', cell: (family) => family.series },
  { label: '網站', cell: (family) => (family.published ? '上架中' : '未上架') },
  { label: '販售中車型', cell: (family) => `${family.vehiclesOnSale} / ${family.vehicles}` },
  {
    label: '管理',
    labelHidden: true,
    cell: (family) => (
      <Button asChild size="xs" variant="outline">
        <NextLink href={staffFamilyCatalogPath(family.id)} aria-label={`管理「${family.name}」的價格與販售項目`}>
          價格與販售項目
        </NextLink>
      </Button>
    ),
  },
];

/** /staff/catalog: the families, for headquarters to open one and change its prices or what is on sale, or to add one. */
export function CatalogListView() {
  const { data, error, reload } = useStaffQuery({ call: 'GET /staff/catalog/v1' });
  return (
    <Stack gap="5" maxW="6xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {STAFF_CATALOG}
      </chakra.h1>
      <Text color="gray.700">新價格可從今天或之後的某一天起生效；停售的項目會立即從網站與配置器移除，已成立的預購單維持原配置與價格。</Text>
      <FormAlert message={error ? messageOf(error) : ''} />
      <ConsoleTable caption={STAFF_CATALOG} columns={COLUMNS} rows={data} rowKey={(family) => family.id} />
      {!data && !error && <Text role="status">{LOADING}</Text>}
      {data && <NewFamilyPanel reload={reload} />}
    </Stack>
  );
}
