'use client';

import { COLOR_CODE, OFF_SALE_MARK } from '@/lib/words/console';
import { useState } from 'react';
import { Box, Button, Grid, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useForm } from '@/components/forms/use-form';
import { FormAlert } from '@/components/forms/form-alert';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { colorWordsSchema, HEX_COLOR } from '@/lib/schemas/catalog-forms';
import { EditorField } from './editor-field';
import { bodyResolver, formMessage, useCatalogChange } from './catalog-change';
import { ItemPicker } from './item-picker';
import { Panel } from './record-parts';
import { COLOR_NAME } from '@/lib/words/vehicle';
import { EDIT_COLOR_WORDS } from '@/lib/words/staff';

type Color = FamilyCatalog['colors'][number];
/** The color's name and shade, and each paint's name under `paint-<its id>`. */
type Values = Record<string, string>;

const paintField = (id: string) => `paint-${id}`;
const valuesOf = (color: Color): Values => ({
  name: color.name,
  hex: color.hex,
  ...Object.fromEntries(color.materials.map((m) => [paintField(m.id), m.name])),
});

function ColorWordsForm({ catalog, color, reload }: { catalog: FamilyCatalog; color: Color; reload: () => void }) {
  const bodyOf = (values: Values) => ({
    name: values.name,
    hex: values.hex.trim(),
    materials: color.materials.map((m) => ({ id: m.id, name: values[paintField(m.id)] ?? m.name })),
  });
  const form = useForm<Values>({ resolver: bodyResolver(colorWordsSchema, bodyOf), defaultValues: valuesOf(color) });
  const change = useCatalogChange<Values>(form, ['name', 'hex'], reload);
  const hex = form.watch('hex').trim();
  // The paints' names are checked as one list: its message is the form's.
  const paintsError = formMessage(form, 'materials');
  const save = form.handleSubmit(async (values) => {
    const saved = await change.send(
      {
        call: 'PUT /staff/catalog/v1/{id}/colors/{colorId}',
        params: { id: catalog.id, colorId: color.id },
        body: { ...bodyOf(values), version: catalog.version },
      },
      `已儲存「${values.name.trim()}」`,
    );
    const now = saved?.colors.find((each) => each.id === color.id);
    if (now) form.resetTo(valuesOf(now));
  });
  return (
    <chakra.form onSubmit={save} noValidate aria-label={`「${color.name}」的名稱與烤漆`}>
      <Stack gap="4">
        <FormAlert message={change.failure || paintsError || ''} />
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <EditorField form={form} name="name" label={COLOR_NAME} required />
          <HStack align="start" gap="3">
            <EditorField form={form} name="hex" label={COLOR_CODE} required helper="#RRGGBB，例如 #1F4E79" />
            <Box
              aria-hidden
              mt="7"
              flexShrink={0}
              w="10"
              h="10"
              rounded="md"
              borderWidth="1px"
              borderColor="gray.300"
              bg={HEX_COLOR.test(hex) ? hex : 'transparent'}
            />
          </HStack>
          {color.materials.map((m, index) => (
            <EditorField key={m.id} form={form} name={paintField(m.id)} label={`烤漆 ${index + 1} 名稱`} required />
          ))}
        </Grid>
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            儲存顏色
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** 修改顏色與烤漆名稱: a color's name and shade and its paints' names; their surcharges change by price list. */
export function ColorWordsPanel({ catalog, reload }: { catalog: FamilyCatalog; reload: () => void }) {
  const [colorId, setColorId] = useState('');
  const color = catalog.colors.find((each) => each.id === colorId);
  return (
    <Panel title={EDIT_COLOR_WORDS}>
      <Stack gap="4">
        <Text color="gray.700">已成立的預購保留下單時的名稱；烤漆加價請以價格表調整。</Text>
        <ItemPicker
          id="color-to-edit"
          label="顏色"
          placeholder="請選擇要修改的顏色"
          options={catalog.colors.map((each) => ({ value: each.id, label: `${each.name}${each.active ? '' : OFF_SALE_MARK}` }))}
          value={colorId}
          onChange={setColorId}
        />
        {/* Another color starts a form of its own; the same color read again keeps what was typed. */}
        {color && <ColorWordsForm key={color.id} catalog={catalog} color={color} reload={reload} />}
      </Stack>
    </Panel>
  );
}
