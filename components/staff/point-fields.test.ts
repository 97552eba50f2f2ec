import { pointCreateSchema, pointUpdateSchema } from '@/lib/schemas/dealer-point-forms';
import type { StaffPoint } from '@/lib/schemas/dealers';
import { pointBody, pointResolver, pointValues, type PointValues } from './point-fields';

const ZHONGLI: StaffPoint = {
  slug: 'taoyuan-zhongli',
  name: '泰嵐汽車 中壢服務廠',
  dealerName: '泰嵐汽車 桃園營業所',
  dealerCode: 'north',
  city: '桃園市',
  town: '中壢區',
  street: '民族路六段 88 號',
  zip: '320',
  phone: '03-4526-1180',
  latitude: 24.9572,
  longitude: 121.2251,
  services: ['service', 'heavy-bay'],
  hours: [
    [],
    [['08:00', '20:00']],
    [['08:00', '20:00']],
    [['08:00', '20:00']],
    [['08:00', '20:00']],
    [['08:00', '20:00']],
    [['08:00', '12:00']],
  ],
  opensOnHolidays: true,
  testDrives: false,
  testDriveTrucks: 0,
  updatedAt: '2026-11-29T00:00:00.000Z',
  version: 3,
};

const newBody = (values: PointValues & { slug: string; dealerCode: string }) => ({
  ...pointBody(values),
  slug: values.slug,
  dealerCode: values.dealerCode,
});

it('a point read into the form and checked as the edit call sends it has nothing to correct', async () => {
  const resolve = pointResolver<PointValues>(pointUpdateSchema, pointBody, { version: ZHONGLI.version });
  expect((await resolve(pointValues(ZHONGLI))).errors).toEqual({});
  // What the form sends is what the point was.
  const { slug: _slug, dealerName: _name, dealerCode: _code, updatedAt: _at, version: _version, testDrives: _drives, ...facts } = ZHONGLI;
  expect(pointBody(pointValues(ZHONGLI))).toEqual(facts);
});

it('a new point filled in has nothing to correct; a day typed wrongly is that day’s message, in words', async () => {
  const resolve = pointResolver(pointCreateSchema, newBody);
  const filled = { ...pointValues(ZHONGLI), slug: 'nantou-city', dealerCode: 'central' };
  expect((await resolve(filled)).errors).toEqual({});
  const { errors } = await resolve({
    ...filled,
    'hours.3': '八點半到五點',
    'hours.4': '17:30-08:30',
    'offers.service': false,
    'offers.heavy-bay': false,
  });
  expect(errors).toEqual({
    'hours.3': expect.objectContaining({ message: '請依「08:30–12:00、13:00–17:30」的格式填寫，不營業請填「休息」' }),
    'hours.4': expect.objectContaining({ message: '17:30–08:30 的結束時間要晚於開始時間' }),
    services: expect.objectContaining({ message: '請至少選擇一項服務' }),
  });
});
