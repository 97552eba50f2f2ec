import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { taipeiToday } from '@/lib/format/dates';
import type { FamilyCatalog } from '@/lib/schemas/catalog-editing-data';
import { answer, bodyOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderStaff } from '@/lib/testing/render-staff';
import { FamilyCatalogView } from './family-catalog-view';

const ID = '66666666-6666-4666-8666-666666666666';
const VEHICLE = '77777777-7777-4777-8777-777777777777';
const CATALOG: FamilyCatalog = {
  id: ID,
  name: '泰嵐 TL 35',
  series: '輕型商用車',
  tagline: '城市配送',
  description: '輕型商用車',
  image: '/images/families/tl35.svg',
  keySpecs: [],
  published: true,
  maxQuantity: 10,
  version: 7,
  vehicles: [{ id: VEHICLE, label: '175 匹 3350 mm', wheelBase: 3350, active: true, price: 1_282_000, nextPrice: null }],
  colors: [],
  parts: [],
  priceLists: [],
};
const LISTS = `/api/staff/catalog/v1/${ID}/price-lists`;

setupApiServer(
  http.get(`/api/staff/catalog/v1/${ID}`, () => answer(CATALOG)),
  http.get('/api/staff/media/v1', () => answer([])),
  http.post(LISTS, () => answer(CATALOG, '00000', 201)),
);

describe('the family catalog page', () => {
  it('asks before a price list from today takes effect; nothing is sent before', async () => {
    const { user } = renderStaff(<FamilyCatalogView id={ID} />);
    await user.type(await screen.findByLabelText(/價格表名稱/), '年終促銷價');
    expect(screen.getByLabelText(/生效日期/)).toHaveValue(taipeiToday());
    await user.type(screen.getByRole('spinbutton', { name: '「175 匹 3350 mm」的新價格' }), '1250000');
    await user.click(screen.getByRole('button', { name: '儲存價格表' }));
    const dialog = screen.getByRole('dialog', { name: '新價格今天立即生效？' });
    expect(dialog).toHaveTextContent('「年終促銷價」的 1 項新價格將立即生效');
    expect(sentRequests(LISTS)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '確認立即生效' }));
    expect(await bodyOf(sentRequests(LISTS, 'POST')[0])).toMatchObject({
      version: 7,
      name: '年終促銷價',
      effectiveDate: taipeiToday(),
      entries: [{ itemId: VEHICLE, price: 1_250_000 }],
    });
  });
});
