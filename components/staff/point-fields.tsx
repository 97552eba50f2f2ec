'use client';

import { Grid, Stack, Text, chakra } from '@chakra-ui/react';
import type { z } from 'zod';
import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from '@/components/forms/use-form';
import { openingsText, parseOpenings, POINT_SERVICE_LABELS, POINT_SERVICES, WEEKDAY_NAMES, type PointService } from '@/lib/dealers/points';
import type { StaffPoint } from '@/lib/schemas/dealers';
import { typedNumber } from '@/components/forms/typed-number';
import { CheckField, EditorField } from './editor-field';
import { formMessage } from './catalog-change';

// A point's fields as the console edits them, for a point on the site and a new one alike: its name and
// address, phone, coordinates, services and a week of hours typed as the public page prints them.

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const HOUR_FIELDS = WEEKDAYS.map((day) => `hours.${day}` as const);
const SERVICE_FIELDS = POINT_SERVICES.map((service) => `offers.${service}` as const);

export const POINT_FIELDS = [
  'name',
  'city',
  'town',
  'zip',
  'street',
  'phone',
  'latitude',
  'longitude',
  'testDriveTrucks',
  'opensOnHolidays',
  ...HOUR_FIELDS,
  ...SERVICE_FIELDS,
] as const;
type TextField = Exclude<(typeof POINT_FIELDS)[number], 'opensOnHolidays' | (typeof SERVICE_FIELDS)[number]>;
export type PointValues = Record<TextField, string> & Record<(typeof SERVICE_FIELDS)[number] | 'opensOnHolidays', boolean>;

/** The form's text of a point as it is (a new one: nothing typed, the usual weekday hours offered). */
export function pointValues(point?: StaffPoint): PointValues {
  const usual = [
    [],
    [['08:30', '17:30']],
    [['08:30', '17:30']],
    [['08:30', '17:30']],
    [['08:30', '17:30']],
    [['08:30', '17:30']],
    [],
  ] as const;
  const hours = point?.hours ?? usual;
  return {
    name: point?.name ?? '',
    city: point?.city ?? '',
    town: point?.town ?? '',
    zip: point?.zip ?? '',
    street: point?.street ?? '',
    phone: point?.phone ?? '',
    latitude: point ? String(point.latitude) : '',
    longitude: point ? String(point.longitude) : '',
    testDriveTrucks: String(point?.testDriveTrucks ?? 0),
    opensOnHolidays: point?.opensOnHolidays ?? false,
    ...(Object.fromEntries(WEEKDAYS.map((day) => [`hours.${day}`, openingsText(hours[day])])) as Record<
      (typeof HOUR_FIELDS)[number],
      string
    >),
    ...(Object.fromEntries(POINT_SERVICES.map((service) => [`offers.${service}`, point?.services.includes(service) ?? false])) as Record<
      (typeof SERVICE_FIELDS)[number],
      boolean
    >),
  };
}

/** A coordinate typed (full-width digits too); NaN when it is no number, which the schema refuses. */
const typedCoordinate = (text: string) => {
  const plain = text.normalize('NFKC').trim();
  return plain === '' ? undefined : /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
};

/** The call's part of the point's fields. A day typed in no way the page prints one is sent as is, for the schema to refuse. */
export const pointBody = (values: PointValues) => ({
  name: values.name,
  city: values.city,
  town: values.town,
  zip: values.zip,
  street: values.street,
  phone: values.phone,
  latitude: typedCoordinate(values.latitude),
  longitude: typedCoordinate(values.longitude),
  services: POINT_SERVICES.filter((service: PointService) => values[`offers.${service}`]),
  hours: WEEKDAYS.map((day) => parseOpenings(values[`hours.${day}`]) ?? values[`hours.${day}`]),
  opensOnHolidays: values.opensOnHolidays,
  testDriveTrucks: typedNumber(values.testDriveTrucks),
});

/** The message of a day written in no way the page prints one. */
const UNREADABLE_DAY = '請依「08:30–12:00、13:00–17:30」的格式填寫，不營業請填「休息」';

/**
 * Checks the form with the call's schema as the body `toBody` makes of it, `sentLater` standing for what is
 * added when it is sent (the point's version); a day's message goes to that day (the API's paths, hours.1),
 * the others to their field.
 */
export const pointResolver =
  <T extends FieldValues>(
    schema: z.ZodType,
    toBody: (values: T) => Record<string, unknown>,
    sentLater: Record<string, unknown> = {},
  ): Resolver<T> =>
  async (values) => {
    const result = await schema.safeParseAsync({ ...toBody(values), ...sentLater });
    const errors: FieldErrors<T> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [first, second] = issue.path.map(String);
        const name = (first === 'hours' && second !== undefined ? `hours.${second}` : first) as keyof T & string;
        const message = first === 'hours' && issue.code === 'invalid_type' ? UNREADABLE_DAY : issue.message;
        errors[name] ??= { type: issue.code, message };
      }
    }
    return { values, errors };
  };

/** The fields of a point: name, address, phone, coordinates, services and hours. */
export function PointFields<T extends PointValues>({ form }: { form: UseFormReturn<T> }) {
  const field = (name: TextField, label: string, helper?: string) => (
    <EditorField form={form as unknown as UseFormReturn<PointValues>} name={name} label={label} helper={helper} required />
  );
  const own = form as unknown as UseFormReturn<PointValues>;
  const servicesMessage = formMessage(own, 'services');
  return (
    <Stack gap="4">
      {field('name', '據點名稱', '例如 泰嵐北區 中壢服務廠')}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
        {field('city', '縣市', '依地址資料的寫法，例如 臺北市、桃園市')}
        {field('town', '鄉鎮市區', '例如 中壢區')}
        {field('zip', '郵遞區號', '3、5 或 6 碼')}
      </Grid>
      {field('street', '地址', '縣市與鄉鎮市區之後的部分，例如 民族路六段 88 號')}
      {field('phone', '電話', '例如 03-456-7890')}
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
        {field('latitude', '緯度', '例如 24.9572（地圖與距離排序依此）')}
        {field('longitude', '經度', '例如 121.2251')}
      </Grid>
      <chakra.fieldset borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3" aria-invalid={Boolean(servicesMessage)}>
        <chakra.legend px="1" fontWeight="medium">
          服務項目
        </chakra.legend>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          {POINT_SERVICES.map((service) => (
            <CheckField key={service} form={own} name={`offers.${service}`} label={POINT_SERVICE_LABELS[service]} />
          ))}
        </Stack>
        <EditorField
          form={own}
          name="testDriveTrucks"
          label="每個車系的試乘車（輛）"
          type="number"
          helper="預約試乘每個時段可接受的人數；0 表示此據點不開放試乘（需同時提供銷售）"
        />
        {servicesMessage && (
          <Text color="red.700" fontSize="sm" mt="2">
            {servicesMessage}
          </Text>
        )}
      </chakra.fieldset>
      <chakra.fieldset borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3">
        <chakra.legend px="1" fontWeight="medium">
          營業時間（臺北時間）
        </chakra.legend>
        <Text fontSize="sm" color="gray.700" mb="3">
          每天填「08:30–12:00、13:00–17:30」，不營業填「休息」。行政機關辦公日曆表上的國定假日一律休息，除非勾選「國定假日照常營業」。
        </Text>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
          {WEEKDAYS.map((day) => (
            <EditorField key={day} form={own} name={`hours.${day}`} label={WEEKDAY_NAMES[day]} />
          ))}
        </Grid>
        <Stack mt="3">
          <CheckField form={own} name="opensOnHolidays" label="國定假日照常營業" />
        </Stack>
      </chakra.fieldset>
    </Stack>
  );
}
