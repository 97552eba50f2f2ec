import { dealerForCity, type DealerRow } from './dealers';

const dealer = (code: string, name: string, cities: string[]): DealerRow => ({
  code,
  name,
  cities,
  phone: '02-0000-0000',
  email: `${code}@dealer.example`,
  address: '',
  quoteDiscountLimit: 0,
  createdAt: new Date(0),
});
const network = [
  dealer('north', '桃園營業所', ['臺北市', '花蓮縣']),
  dealer('central', '臺中營業所', ['臺中市', '雲林縣']),
  dealer('south', '高雄營業所', ['高雄市']),
];

describe('dealerForCity', () => {
  it.each([
    ['臺北市', 'north'],
    ['花蓮縣', 'north'],
    ['臺中市', 'central'],
    ['雲林縣', 'central'],
    ['高雄市', 'south'],
  ])('a member in %s is served by the %s dealer, whose list names the city', (city, code) =>
    expect(dealerForCity(network, city).code).toBe(code),
  );

  it('a city no list names goes to the southern dealer', () => expect(dealerForCity(network, '澎湖縣').code).toBe('south'));
});
