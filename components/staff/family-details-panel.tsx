'use client';

import type { BodyOf } from '@/lib/api/contract/calls';
import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import { useForm } from '@/components/forms/use-form';
import { FormAlert } from '@/components/forms/form-alert';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { familyDetailsSchema } from '@/lib/schemas/catalog-forms';
import { CheckField } from './editor-field';
import { bodyResolver, useCatalogChange } from './catalog-change';
import { FAMILY_FIELDS, FamilyFields, familyBody, familyValues, specError, type FamilyValues } from './family-fields';
import { Panel } from './record-parts';

type Values = FamilyValues & { published: boolean };

const valuesOf = (catalog: FamilyCatalog): Values => ({ ...familyValues(catalog), published: catalog.published });
// The resolver checked these values with the call's own schema: what is sent is the call's body.
const bodyOf = (values: Values) =>
  ({ ...familyBody(values), published: values.published }) as Omit<BodyOf<'PUT /staff/catalog/v1/{id}'>, 'version'>;

/**
 * 車系資料: the family's name, words, key figures and picture on the site, the most one pre-order may take,
 * and whether it is on the site. The form keeps what was typed while the family is read again (after a
 * change elsewhere on the page, or a conflict).
 */
export function FamilyDetailsPanel({ catalog, reload }: { catalog: FamilyCatalog; reload: () => void }) {
  const form = useForm<Values>({
    resolver: bodyResolver(familyDetailsSchema, bodyOf),
    defaultValues: valuesOf(catalog),
  });
  const change = useCatalogChange<Values>(form, [...FAMILY_FIELDS, 'published'], reload);
  const save = form.handleSubmit(async (values) => {
    const saved = await change.send(
      { call: 'PUT /staff/catalog/v1/{id}', params: { id: catalog.id }, body: { ...bodyOf(values), version: catalog.version } },
      '已儲存車系資料',
    );
    if (saved) form.resetTo(valuesOf(saved));
  });
  return (
    <Panel title="車系資料">
      <chakra.form onSubmit={save} noValidate aria-label="車系資料">
        <Stack gap="4">
          <FormAlert message={change.failure || specError(form)} />
          <FamilyFields form={form} />
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
