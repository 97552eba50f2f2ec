import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { answer, apiServer, bodyOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderStaff } from '@/lib/testing/render-staff';
import { preorderRecord } from '@/lib/testing/staff-records';
import { PreorderRecordView } from './preorder-record-view';

setupApiServer();
const NUMBER = 'PO20251120-000001';
const RECORD = `/api/staff/preorders/v1/${NUMBER}`;

function renderRecord(convert: () => Response) {
  apiServer.use(
    http.get(RECORD, () => answer(preorderRecord())),
    http.post(`${RECORD}/convert`, convert),
  );
  return renderStaff(<PreorderRecordView number={NUMBER} />);
}

describe('the console pre-order page', () => {
  it('asks before converting, saying who is mailed and that the review period starts; nothing is sent before', async () => {
    const { user } = renderRecord(() => answer({ number: 'CT20251201-000002', status: 'reviewing', version: 1 }));
    await user.click(await screen.findByRole('button', { name: '轉為合約' }));
    const dialog = screen.getByRole('dialog', { name: `將預購單 ${NUMBER} 轉為合約？` });
    expect(dialog).toHaveTextContent('將建立合約並寄出合約通知信給 王小明（ming@example.com），審閱期 5 天自今日起算');
    expect(sentRequests(`${RECORD}/convert`)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '確認轉為合約' }));
    const [sent] = sentRequests(`${RECORD}/convert`, 'POST');
    expect(await bodyOf(sent)).toEqual({ version: 3 });
  });

  it('shows a refusal beside the action, not at the top of the page', async () => {
    const { user } = renderRecord(() => answer(null, 'S00422', 422, '預購單 PO20251120-000001 的會員已不存在'));
    await user.click(await screen.findByRole('button', { name: '轉為合約' }));
    await user.click(screen.getByRole('button', { name: '確認轉為合約' }));
    const panel = screen.getByRole('region', { name: '處理' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('的會員已不存在');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("links the buyer's phones and e-mail", async () => {
    renderRecord(() => answer(null));
    const member = await screen.findByRole('region', { name: '會員' });
    expect(within(member).getByRole('link', { name: '0912345678' })).toHaveAttribute('href', 'tel:0912345678');
    expect(within(member).getByRole('link', { name: 'ming@example.com' })).toHaveAttribute('href', 'mailto:ming@example.com');
  });
});
