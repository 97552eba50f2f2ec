'use client';

import { ANY_WHEELBASE_HINT, MIN_WHEELBASE, OFF_SALE_MARK, ONE_OF_GROUP, ONE_PER_GROUP_HINT } from '@/lib/words/console';
import type { BodyOf } from '@/lib/api/contract/calls';
import { useState } from 'react';
import { Box, Button, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { useForm } from '@/components/forms/use-form';
import { typedNumber } from '@/components/forms/typed-number';
import { FormAlert } from '@/components/forms/form-alert';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { partRulesSchema } from '@/lib/schemas/catalog-forms';
import { EditorField } from './editor-field';
import { bodyResolver, useCatalogChange } from './catalog-change';
import { ItemPicker } from './item-picker';
import { Panel } from './record-parts';
import { PART, PART_NOTE } from '@/lib/words/vehicle';
import { EDIT_PART_RULES } from '@/lib/words/staff';

type Part = FamilyCatalog['parts'][number];

/** The exclusive groups the family's parts of one kind already use, offered as a group is typed. */
export const exclusiveGroups = (catalog: FamilyCatalog, kind: string) => [
  ...new Set(catalog.parts.filter((p) => p.kind === kind && p.exclusiveGroup).map((p) => p.exclusiveGroup!)),
];
const FIELDS = ['name', 'description', 'exclusiveGroup', 'minWheelBase'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (part: Part): Values => ({
  name: part.name,
  description: part.description,
  exclusiveGroup: part.exclusiveGroup ?? '',
  minWheelBase: part.minWheelBase === null ? '' : String(part.minWheelBase),
});

// The resolver checked these values with the call's own schema: what is sent is the call's body.
const bodyOf = (values: Values) =>
  ({
    ...values,
    minWheelBase: values.minWheelBase.trim() === '' ? null : typedNumber(values.minWheelBase),
  }) as Omit<BodyOf<'PUT /staff/catalog/v1/{id}/parts/{partId}'>, 'version'>;

function PartRulesForm({ catalog, part, reload }: { catalog: FamilyCatalog; part: Part; reload: () => void }) {
  const form = useForm<Values>({ resolver: bodyResolver(partRulesSchema, bodyOf), defaultValues: valuesOf(part) });
  const change = useCatalogChange<Values>(form, FIELDS, reload);
  const save = form.handleSubmit(async (values) => {
    const saved = await change.send(
      {
        call: 'PUT /staff/catalog/v1/{id}/parts/{partId}',
        params: { id: catalog.id, partId: part.id },
        body: { ...bodyOf(values), version: catalog.version },
      },
      `已儲存「${values.name.trim()}」`,
    );
    const now = saved?.parts.find((each) => each.id === part.id);
    if (now) form.resetTo(valuesOf(now));
  });
  return (
    <chakra.form onSubmit={save} noValidate aria-label={`「${part.name}」的內容與規則`}>
      <Stack gap="4">
        <FormAlert message={change.failure} />
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <EditorField form={form} name="name" label="名稱" required />
          <EditorField
            form={form}
            name="exclusiveGroup"
            label={ONE_OF_GROUP}
            helper={ONE_PER_GROUP_HINT}
            suggestions={exclusiveGroups(catalog, part.kind)}
          />
          <EditorField form={form} name="minWheelBase" label={MIN_WHEELBASE} type="number" helper={ANY_WHEELBASE_HINT} />
        </Grid>
        <EditorField form={form} name="description" label={PART_NOTE} rows={2} required />
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            儲存配件
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** 修改配件: a part's name, description and the rules of its choice; pre-orders keep the part as they were placed. */
export function PartRulesPanel({ catalog, reload }: { catalog: FamilyCatalog; reload: () => void }) {
  const [partId, setPartId] = useState('');
  const part = catalog.parts.find((each) => each.id === partId);
  return (
    <Panel title={EDIT_PART_RULES}>
      <Stack gap="4">
        <Text color="gray.700">擇一組只在同一類配件（原廠或在地）之間成立；最短軸距須有販售中的車型達到。</Text>
        <ItemPicker
          id="part-to-edit"
          label={PART}
          placeholder="請選擇要修改的配件"
          options={catalog.parts.map((each) => ({
            value: each.id,
            label: `${each.kind === 'origin' ? '原廠' : '在地'}・${each.name}${each.active ? '' : OFF_SALE_MARK}`,
          }))}
          value={partId}
          onChange={setPartId}
        />
        {/* Another part starts a form of its own; the same part read again keeps what was typed. */}
        {part && <PartRulesForm key={part.id} catalog={catalog} part={part} reload={reload} />}
      </Stack>
    </Panel>
  );
}
