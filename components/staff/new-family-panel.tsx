'use client';

import type { BodyOf } from '@/lib/api/contract/calls';
import { useRouter } from 'next/navigation';
import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useForm } from '@/components/forms/use-form';
import { FormAlert } from '@/components/forms/form-alert';
import { familyCreateSchema } from '@/lib/schemas/catalog-forms';
import { staffFamilyCatalogPath } from '@/lib/urls/staff.mjs';
import { EditorField } from './editor-field';
import { bodyResolver, useCatalogChange } from './catalog-change';
import { FAMILY_FIELDS, FamilyFields, familyBody, familyValues, specError, type FamilyValues } from './family-fields';
import { Panel } from './record-parts';
import { SERIES_CODE } from '@/lib/words/vehicle';
import { NEW_FAMILY } from '@/lib/words/staff';

type Values = FamilyValues & { series: string };

// The resolver checked these values with the call's own schema: what is sent is the call's body.
const bodyOf = (values: Values) => ({ ...familyBody(values), series: values.series }) as BodyOf<'POST /staff/catalog/v1'>;

/** 新增車系: a family starts off the site; its page then takes its vehicles, colors and parts, and publishes it. */
export function NewFamilyPanel({ reload }: { reload: () => void }) {
  const router = useRouter();
  const form = useForm<Values>({
    resolver: bodyResolver(familyCreateSchema, bodyOf, {}),
    defaultValues: { ...familyValues(), series: '' },
  });
  const change = useCatalogChange<Values>(form, [...FAMILY_FIELDS, 'series'], reload);
  const save = form.handleSubmit(async (values) => {
    const created = await change.send({ call: 'POST /staff/catalog/v1', body: bodyOf(values) }, `已新增「${values.name.trim()}」`);
    if (created) router.push(staffFamilyCatalogPath(created.id));
  });
  return (
    <Panel title={NEW_FAMILY}>
      <chakra.form onSubmit={save} noValidate aria-label={NEW_FAMILY}>
        <Stack gap="4">
          <Text color="gray.700">新車系先不在網站上架；到它的頁面新增車型、顏色與配件後，再勾選「在網站上架」。</Text>
          <FormAlert message={change.failure || specError(form)} />
          <FamilyFields form={form} beside={<EditorField form={form} name="series" label={SERIES_CODE} required helper="例如 TL 45" />} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              {NEW_FAMILY}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Panel>
  );
}
