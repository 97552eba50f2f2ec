'use client';

import { Box, Button, Grid, Stack, chakra } from '@chakra-ui/react';
import { useForm } from '@/components/forms/use-form';
import { FormAlert } from '@/components/forms/form-alert';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { familyDetailsSchema } from '@/lib/schemas/catalog-forms';
import { MAX_ORDER_QUANTITY } from '@/lib/schemas/order';
import { CheckField, EditorField } from './editor-field';
import { bodyResolver, typedNumber, useCatalogChange } from './catalog-change';
import { Panel } from './record-parts';

const FIELDS = ['name', 'tagline', 'description', 'maxQuantity', 'published'] as const;
type Values = { name: string; tagline: string; description: string; maxQuantity: string; published: boolean };

const valuesOf = (catalog: FamilyCatalog): Values => ({
  name: catalog.name,
  tagline: catalog.tagline,
  description: catalog.description,
  maxQuantity: String(catalog.maxQuantity),
  published: catalog.published,
});

const bodyOf = (values: Values) => ({ ...values, maxQuantity: typedNumber(values.maxQuantity) });

/**
 * 車系資料: the family's name and words on the site, the most one pre-order may take, and whether it is on the site.
 * The form keeps what was typed while the family is read again (after a change elsewhere on the page, or a conflict).
 */
export function FamilyDetailsPanel({ catalog, reload }: { catalog: FamilyCatalog; reload: () => void }) {
  const form = useForm<Values>({
    resolver: bodyResolver(familyDetailsSchema, bodyOf),
    defaultValues: valuesOf(catalog),
  });
  const change = useCatalogChange<Values, FamilyCatalog>(form, FIELDS, reload);
  const save = form.handleSubmit(async (values) => {
    const saved = await change.send(
      `/staff/catalog/v1/${catalog.id}`,
      'PUT',
      { ...bodyOf(values), version: catalog.version },
      '已儲存車系資料',
    );
    if (saved) form.resetTo(valuesOf(saved));
  });
  return (
    <Panel title="車系資料">
      <chakra.form onSubmit={save} noValidate aria-label="車系資料">
        <Stack gap="4">
          <FormAlert message={change.failure} />
          <Grid templateColumns={{ base: '1fr', md: '2fr 3fr 1fr' }} gap="4" alignItems="start">
            <EditorField form={form} name="name" label="車系名稱" required />
            <EditorField form={form} name="tagline" label="標語" required />
            <EditorField
              form={form}
              name="maxQuantity"
              label="每筆預購上限（台）"
              type="number"
              required
              helper={`1 至 ${MAX_ORDER_QUANTITY}`}
            />
          </Grid>
          <EditorField form={form} name="description" label="車系介紹" rows={4} required helper="顯示在車系頁面與搜尋結果，20 至 1000 字" />
          <CheckField form={form} name="published" label="在網站上架（車系列表、車系頁面與網站地圖；可預購）" />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              儲存車系資料
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Panel>
  );
}
