'use client';

import { ANY_WHEELBASE_HINT, COLOR_CODE, LOCAL_PART, MIN_WHEELBASE, ONE_OF_GROUP, ONE_PER_GROUP_HINT } from '@/lib/words/console';
import type { BodyOf } from '@/lib/api/contract/calls';
import { typedNumber } from '@/components/forms/typed-number';
import { Box, Button, Field, Grid, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useForm, type UseFormReturn } from '@/components/forms/use-form';
import { FormAlert } from '@/components/forms/form-alert';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { newItemSchema } from '@/lib/schemas/catalog-forms';
import { CheckField, EditorField } from './editor-field';
import { bodyResolver, useCatalogChange } from './catalog-change';
import { exclusiveGroups } from './part-rules-panel';
import { Panel } from './record-parts';
import { PLEASE_CHOOSE } from '@/lib/words/actions';
import { MODEL, ORIGIN_PARTS, PART, PART_NOTE } from '@/lib/words/vehicle';

const KINDS = [
  ['vehicle', MODEL],
  ['color', '顏色（含第一種烤漆）'],
  ['material', '烤漆（加入既有顏色）'],
  ['part', PART],
] as const;
type Kind = (typeof KINDS)[number][0];

/** Each kind's fields, in the order the form shows them. */
const FIELDS_OF = {
  vehicle: ['hp', 'suspension', 'ratCode', 'gearBox', 'wheelBase', 'wheelCount', 'price'],
  color: ['name', 'hex', 'materialName', 'surcharge'],
  material: ['colorId', 'name', 'surcharge'],
  part: ['partKind', 'name', 'description', 'price', 'exclusiveGroup', 'minWheelBase'],
} as const satisfies Record<Kind, readonly string[]>;
/**
 * What an item added leaves empty for the next: what names it. The rest stays, as the next is most often a
 * sibling (a vehicle differing in one component, another paint of the color, another part of the kind).
 */
const CLEARED_AFTER_ADD: Record<Kind, readonly Field[]> = {
  vehicle: [],
  color: ['name', 'materialName'],
  material: ['name'],
  part: ['name', 'description'],
};
const NUMBERS = new Set(['hp', 'wheelBase', 'price', 'surcharge', 'minWheelBase']);
const ALL = [...new Set(['kind', 'available', ...Object.values(FIELDS_OF).flat()])] as const;

type Field = (typeof FIELDS_OF)[Kind][number];
type Values = Record<Field, string> & { kind: Kind; available: boolean };

const EMPTY: Values = {
  kind: 'vehicle',
  available: true,
  hp: '',
  suspension: '',
  ratCode: '',
  gearBox: '',
  wheelBase: '',
  wheelCount: '',
  price: '',
  name: '',
  hex: '#1F4E79',
  materialName: '',
  surcharge: '0',
  colorId: '',
  partKind: 'origin',
  description: '',
  exclusiveGroup: '',
  minWheelBase: '',
};

/** The call's body: the chosen kind's fields only, numbers as numbers (an empty least wheel base: none). */
function bodyOf(values: Values): Record<string, unknown> {
  const fields = FIELDS_OF[values.kind].map((name) => {
    const typed = values[name];
    if (name === 'minWheelBase' && typed.trim() === '') return [name, null];
    return [name, NUMBERS.has(name) ? typedNumber(typed) : typed];
  });
  return { kind: values.kind, available: values.available, ...Object.fromEntries(fields) };
}

const LABELS: Record<Field, [label: string, helper?: string]> = {
  hp: ['馬力（hp）'],
  suspension: ['懸吊', '例如 氣壓懸吊'],
  ratCode: ['齒比', '例如 R4.1'],
  gearBox: ['變速箱', '例如 12速手自排'],
  wheelBase: ['軸距（mm）'],
  wheelCount: ['輪數', '例如 10輪'],
  price: ['含稅價格（新臺幣元）'],
  name: ['名稱'],
  hex: [COLOR_CODE, '#RRGGBB'],
  materialName: ['第一種烤漆', '例如 金屬漆'],
  surcharge: ['烤漆加價（新臺幣元）'],
  colorId: ['加入的顏色'],
  partKind: ['配件種類'],
  description: [PART_NOTE],
  exclusiveGroup: [ONE_OF_GROUP, ONE_PER_GROUP_HINT],
  minWheelBase: [MIN_WHEELBASE, ANY_WHEELBASE_HINT],
};

function SelectField({
  form,
  name,
  label,
  options,
}: {
  form: UseFormReturn<Values>;
  name: 'kind' | 'colorId' | 'partKind';
  label: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field {...form.register(name)}>
          {name === 'colorId' && <option value="">{PLEASE_CHOOSE}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** 新增項目: a vehicle by its six components, a color with its first paint, a paint of a color, or a part with its rules. */
export function NewItemPanel({ catalog, reload }: { catalog: FamilyCatalog; reload: () => void }) {
  const form = useForm<Values>({ resolver: bodyResolver(newItemSchema, bodyOf), defaultValues: EMPTY });
  const change = useCatalogChange<Values>(form, ALL as unknown as (keyof Values)[], reload);
  const kind = form.watch('kind') as Kind;
  const partKind = String(form.watch('partKind'));
  const save = form.handleSubmit(async (values) => {
    const what = KINDS.find(([value]) => value === values.kind)![1].replace(/（.*/, '');
    // The resolver checked these values with the call's own schema, for the kind chosen.
    const body = { ...bodyOf(values), version: catalog.version } as BodyOf<'POST /staff/catalog/v1/{id}/items'>;
    if (await change.send({ call: 'POST /staff/catalog/v1/{id}/items', params: { id: catalog.id }, body }, `已新增${what}`)) {
      CLEARED_AFTER_ADD[values.kind].forEach((name) => form.resetField(name));
    }
  });
  const input = (name: Field) => {
    switch (name) {
      case 'colorId':
      case 'partKind': {
        const options: [string, string][] =
          name === 'colorId'
            ? catalog.colors.map((color) => [color.id, color.name])
            : [
                ['origin', ORIGIN_PARTS],
                ['local', LOCAL_PART],
              ];
        return <SelectField key={name} form={form} name={name} label={LABELS[name][0]} options={options} />;
      }
      default: {
        const [label, helper] = LABELS[name];
        const optional = name === 'exclusiveGroup' || name === 'minWheelBase';
        return (
          <Box key={name} gridColumn={name === 'description' ? '1 / -1' : undefined}>
            <EditorField
              form={form}
              name={name}
              label={label}
              helper={helper}
              required={!optional}
              type={NUMBERS.has(name) ? 'number' : undefined}
              suggestions={name === 'exclusiveGroup' ? exclusiveGroups(catalog, partKind) : undefined}
            />
          </Box>
        );
      }
    }
  };
  return (
    <Panel title="新增項目">
      <chakra.form onSubmit={save} noValidate aria-label="新增項目">
        <Stack gap="4">
          <Text color="gray.700">新項目排在同類的最後。價格日後以價格表調整；配件的圖示依名稱選用。</Text>
          <FormAlert message={change.failure} />
          <Box maxW="20rem">
            <SelectField form={form} name="kind" label="種類" options={KINDS} />
          </Box>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" alignItems="start">
            {FIELDS_OF[kind].map(input)}
          </Grid>
          <CheckField form={form} name="available" label="立即販售（不勾選則先以停售狀態建立）" />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
              新增
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Panel>
  );
}
