import { screen } from '@testing-library/react';
import { http } from 'msw';
import { answer, apiServer, bodyOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders, TEST_LOGIN } from '@/lib/testing/render-with-providers';
import { QuoteForm } from './quote-form';

jest.setTimeout(20_000);
const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/member/quotes/new',
  useSearchParams: () => new URLSearchParams(),
}));

setupApiServer();

const FAMILY = '6f1c2b9e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const SELECTION = {
  vehicleUuid: '0a1b2c3d-0000-4000-8000-000000000001',
  colorUuid: '0a1b2c3d-0000-4000-8000-000000000002',
  colorMaterialUuid: '0a1b2c3d-0000-4000-8000-000000000003',
  originPartUuids: [],
  localPartUuids: [],
  quantity: 1,
};
const POINTS = [
  { slug: 'taipei-neihu', name: '泰嵐汽車 內湖營業所', dealerName: '泰嵐汽車', city: '臺北市' },
  { slug: 'taoyuan-guanyin', name: '泰嵐汽車 桃園營業所', dealerName: '泰嵐汽車', city: '桃園市' },
];
const QUOTES = '/api/order/quote/v1';

describe('QuoteForm', () => {
  it("sends the loan's terms and puts the API's financing.downPayment error on 頭期款, keeping what was typed", async () => {
    apiServer.use(
      http.post(QUOTES, () =>
        answer({ errors: [{ path: 'financing.downPayment', message: '頭期款需少於車價' }] }, 'V00001', 422, '資料驗證失敗'),
      ),
    );
    const { user } = renderWithProviders(<QuoteForm familyUuid={FAMILY} selection={SELECTION} points={POINTS} plateDay="2026-12-13" />, {
      preloadedLogin: TEST_LOGIN,
    });
    expect(screen.getByRole('group', { name: '桃園市' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('據點'), '泰嵐汽車 桃園營業所');
    await user.click(screen.getByRole('radio', { name: '營業' }));
    await user.click(screen.getByRole('radio', { name: '分期付款' }));
    await user.type(screen.getByLabelText('頭期款（元）'), '9999999');
    await user.type(screen.getByLabelText('年利率（%）'), '3');
    await user.click(screen.getByRole('button', { name: '送出並查看試算' }));

    expect(await screen.findByText('頭期款需少於車價')).toBeInTheDocument();
    expect(screen.getByLabelText('頭期款（元）')).toHaveValue('9999999');
    expect(screen.getByLabelText('頭期款（元）')).toHaveFocus();
    expect(await bodyOf(sentRequests(QUOTES, 'POST')[0])).toMatchObject({
      vehicleFamilyUuid: FAMILY,
      pointSlug: 'taoyuan-guanyin',
      use: 'business',
      plateDay: '2026-12-13',
      financing: { kind: 'loan', downPayment: 9_999_999, months: 60, annualRatePercent: 3 },
    });
    expect(push).not.toHaveBeenCalled();
  });
});
