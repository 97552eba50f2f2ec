import { dealerFor } from './dealers';

describe('dealerFor', () => {
  it.each([
    ['臺北市', '桃園營業所'],
    ['花蓮縣', '桃園營業所'],
    ['臺中市', '臺中營業所'],
    ['雲林縣', '臺中營業所'],
    ['高雄市', '高雄營業所'],
    ['臺東縣', '高雄營業所'],
    ['澎湖縣', '高雄營業所'],
  ])('a member in %s is served by the %s', (city, dealer) => expect(dealerFor(city).name).toContain(dealer));
});
