import type { Dealer } from '@/lib/purchases';

// The dealers that make contracts from pre-orders, by region; a pre-order goes to the dealer of the
// member's city. Until a dealer console exists, this list is the dealer network.
const NORTH: Dealer = {
  name: '泰嵐汽車 桃園營業所',
  salesperson: '張家豪',
  phone: '03-4835-6600',
  email: 'taoyuan@dealer.tailan-trucks.example',
  address: '桃園市觀音區工業三路 8 號',
};
const CENTRAL: Dealer = {
  name: '泰嵐汽車 臺中營業所',
  salesperson: '林俊宏',
  phone: '04-2359-1200',
  email: 'taichung@dealer.tailan-trucks.example',
  address: '臺中市西屯區工業區一路 66 號',
};
const SOUTH: Dealer = {
  name: '泰嵐汽車 高雄營業所',
  salesperson: '黃志偉',
  phone: '07-821-3300',
  email: 'kaohsiung@dealer.tailan-trucks.example',
  address: '高雄市前鎮區新生路 248 號',
};

const NORTHERN = ['臺北市', '新北市', '基隆市', '桃園市', '新竹市', '新竹縣', '宜蘭縣', '花蓮縣', '連江縣'];
const CENTRAL_CITIES = ['苗栗縣', '臺中市', '彰化縣', '南投縣', '雲林縣', '金門縣'];

/** The dealer for a member's city; the south serves the rest (嘉義 to 屏東, 臺東, 澎湖). */
export function dealerFor(cityName: string): Dealer {
  if (NORTHERN.includes(cityName)) return NORTH;
  if (CENTRAL_CITIES.includes(cityName)) return CENTRAL;
  return SOUTH;
}
