'use client';

import { useRouter } from 'next/navigation';
import { Box, Button, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { useForm } from '@/components/forms/use-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FAMILY_DRAWINGS } from '@/lib/catalog/family-drawings';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { familyCreateSchema } from '@/lib/schemas/catalog-forms';
import { MAX_ORDER_QUANTITY } from '@/lib/schemas/order';
import { staffFamilyCatalogPath } from '@/lib/urls/staff.mjs';
import { CoverPicker } from './cover-picker';
import { EditorField } from './editor-field';
import { bodyResolver, typedNumber, useCatalogChange } from './catalog-change';
import { Panel } from './record-parts';

/** The rows of key figures the form offers (the family list shows four). */
const SPEC_ROWS = [0, 1, 2, 3] as const;
const SPEC_FIELDS = SPEC_ROWS.flatMap((row) => [`specLabel${row}`, `specValue${row}`] as const);
const FIELDS = ['name', 'series', 'tagline', 'description', 'maxQuantity', 'image', ...SPEC_FIELDS] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const EMPTY = Object.fromEntries(FIELDS.map((name) => [name, ''])) as Values;
EMPTY.maxQuantity = '10';
EMPTY.image = FAMILY_DRAWINGS[0];

/** The call's body: the key figures are the rows with anything in them. */
const bodyOf = (values: Values) => ({
  name: values.name,
  series: values.series,
  tagline: values.tagline,
  description: values.description,
  maxQuantity: typedNumber(values.maxQuantity),
  image: values.image,
  keySpecs: SPEC_ROWS.map((row) => ({ label: values[`specLabel${row}`], value: values[`specValue${row}`] })).filter(
    (spec) => spec.label.trim() || spec.value.trim(),
  ),
});

/** 新增車系: a family starts off the site; its page then takes its vehicles, colors and parts, and publishes it. */
export function NewFamilyPanel({ reload }: { reload: () => void }) {
  const router = useRouter();
  const form = useForm<Values>({ resolver: bodyResolver(familyCreateSchema, bodyOf, {}), defaultValues: EMPTY });
  const change = useCatalogChange<Values, FamilyCatalog>(form, FIELDS, reload);
  const image = form.watch('image');
  // The key figures are checked as one list: its message is the form's.
  const specError = (form.formState.errors as Record<string, { message?: string } | undefined>).keySpecs?.message;
  const save = form.handleSubmit(async (values) => {
    const created = await change.send('/staff/catalog/v1', 'POST', bodyOf(values), `已新增「${values.name.trim()}」`);
    if (created) router.push(staffFamilyCatalogPath(created.id));
  });
  return (
    <Panel title="新增車系">
      <chakra.form onSubmit={save} noValidate aria-label="新增車系">
        <Stack gap="4">
          <Text color="gray.700">新車系先不在網站上架；到它的頁面新增車型、顏色與配件後，再勾選「在網站上架」。</Text>
          <FormAlert message={change.failure || specError || ''} />
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="4" alignItems="start">
            <EditorField form={form} name="name" label="車系名稱" required />
            <EditorField form={form} name="series" label="系列代號" required helper="例如 TL 45" />
            <EditorField
              form={form}
              name="maxQuantity"
              label="每筆預購上限（台）"
              type="number"
              required
              helper={`1 至 ${MAX_ORDER_QUANTITY}`}
            />
          </Grid>
          <EditorField form={form} name="tagline" label="標語" required />
          <EditorField form={form} name="description" label="車系介紹" rows={3} required helper="20 至 1000 字" />
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
              主要規格（最多 4 項，顯示於車系列表）
            </chakra.legend>
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
              {SPEC_ROWS.map((row) => (
                <Box key={row} display="contents">
                  <EditorField form={form} name={`specLabel${row}`} label={`規格 ${row + 1} 名稱`} />
                  <EditorField form={form} name={`specValue${row}`} label={`規格 ${row + 1} 內容`} />
                </Box>
              ))}
            </Grid>
          </chakra.fieldset>
          <Box maxW="40rem">
            <CoverPicker
              legend="車系圖片"
              value={image}
              drawings={FAMILY_DRAWINGS}
              invalid={form.formState.errors.image?.message}
              onChange={(chosen) => form.setValue('image', chosen, { shouldValidate: true })}
            />
          </Box>
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              新增車系
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Panel>
  );
}
