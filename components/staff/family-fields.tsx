'use client';

import type { ReactNode } from 'react';
import { Box, Grid, Stack, chakra } from '@chakra-ui/react';
import { typedNumber } from '@/components/forms/typed-number';
import type { UseFormReturn } from '@/components/forms/use-form';
import { FAMILY_DRAWINGS } from '@/lib/catalog/family-drawings';
import { MAX_ORDER_QUANTITY } from '@/lib/schemas/order';
import { showToast } from '@/lib/site/toasts';
import { CoverPicker } from './cover-picker';
import { formMessage } from './catalog-change';
import { EditorField } from './editor-field';
import { PictureUpload } from './picture-upload';
import { FAMILY_NAME, TAGLINE } from '@/lib/words/vehicle';

// A family's own fields as the console edits them, for a new family and for one on the site alike: its
// name and words, the most one pre-order may take, its key figures and its picture.

/** The rows of key figures the form offers (as many as a family may have). */
const SPEC_ROWS = [0, 1, 2, 3, 4, 5] as const;
const SPEC_FIELDS = SPEC_ROWS.flatMap((row) => [`specLabel${row}`, `specValue${row}`] as const);
export const FAMILY_FIELDS = ['name', 'tagline', 'description', 'maxQuantity', 'image', ...SPEC_FIELDS] as const;
export type FamilyValues = Record<(typeof FAMILY_FIELDS)[number], string>;

/** The form's text of a family as it is (a new one: nothing typed yet, a drawing chosen). */
export function familyValues(family?: {
  name: string;
  tagline: string;
  description: string;
  maxQuantity: number;
  image: string;
  keySpecs: { label: string; value: string }[];
}): FamilyValues {
  const specs = Object.fromEntries(
    SPEC_ROWS.flatMap((row) => [
      [`specLabel${row}`, family?.keySpecs[row]?.label ?? ''],
      [`specValue${row}`, family?.keySpecs[row]?.value ?? ''],
    ]),
  );
  return {
    name: family?.name ?? '',
    tagline: family?.tagline ?? '',
    description: family?.description ?? '',
    maxQuantity: String(family?.maxQuantity ?? 10),
    image: family?.image ?? FAMILY_DRAWINGS[0],
    ...specs,
  } as FamilyValues;
}

/** The call's part of the family's fields: the key figures are the rows with anything in them. */
export const familyBody = (values: FamilyValues) => ({
  name: values.name,
  tagline: values.tagline,
  description: values.description,
  maxQuantity: typedNumber(values.maxQuantity),
  image: values.image,
  keySpecs: SPEC_ROWS.map((row) => ({ label: values[`specLabel${row}`], value: values[`specValue${row}`] })).filter(
    (spec) => spec.label.trim() || spec.value.trim(),
  ),
});

/** The key figures are checked as one list: its message is the form's. */
export const specError = <T extends FamilyValues>(form: UseFormReturn<T>) => formMessage(form, 'keySpecs');

/** The family's fields; `beside` goes next to its name (a new family's series). */
export function FamilyFields<T extends FamilyValues>({ form, beside }: { form: UseFormReturn<T>; beside?: ReactNode }) {
  const own = form as unknown as UseFormReturn<FamilyValues>;
  const image = own.watch('image');
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: beside ? '2fr 1fr 1fr' : '3fr 1fr' }} gap="4" alignItems="start">
        <EditorField form={own} name="name" label={FAMILY_NAME} required />
        {beside}
        <EditorField
          form={own}
          name="maxQuantity"
          label="每筆預購上限（台）"
          type="number"
          required
          helper={`1 至 ${MAX_ORDER_QUANTITY}`}
        />
      </Grid>
      <EditorField form={own} name="tagline" label={TAGLINE} required />
      <EditorField form={own} name="description" label="車系介紹" rows={3} required helper="顯示在車系頁面與搜尋結果，20 至 1000 字" />
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
          主要規格（最多 6 項，顯示於車系列表與車系頁面）
        </chakra.legend>
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap="3">
          {SPEC_ROWS.map((row) => (
            <Box key={row} display="contents">
              <EditorField form={own} name={`specLabel${row}`} label={`規格 ${row + 1} 名稱`} />
              <EditorField form={own} name={`specValue${row}`} label={`規格 ${row + 1} 內容`} />
            </Box>
          ))}
        </Grid>
      </chakra.fieldset>
      <Box maxW="40rem">
        <CoverPicker
          legend="車系圖片"
          value={image}
          drawings={FAMILY_DRAWINGS}
          invalid={own.formState.errors.image?.message}
          onChange={(chosen) => own.setValue('image', chosen, { shouldValidate: true })}
        />
      </Box>
      <Box maxW="40rem">
        <PictureUpload
          label="上傳車系圖片"
          action="上傳並設為車系圖片"
          onUploaded={(picture) => {
            own.setValue('image', picture.url, { shouldValidate: true });
            showToast('已上傳並設為車系圖片', 'success');
          }}
        />
      </Box>
    </Stack>
  );
}
