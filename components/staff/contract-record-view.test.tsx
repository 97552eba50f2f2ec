import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { taipeiToday } from '@/lib/format/dates';
import { answer, apiServer, bodyOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderStaff } from '@/lib/testing/render-staff';
import { contractRecord } from '@/lib/testing/staff-records';
import type { ContractRecord } from '@/lib/schemas/staff-data';
import { ContractRecordView } from './contract-record-view';

setupApiServer();
const NUMBER = 'CT20251201-000002';
const RECORD = `/api/staff/contracts/v1/${NUMBER}`;
const CHANGED = { number: NUMBER, status: 'signed', version: 5 };

function renderRecord(record: ContractRecord) {
  apiServer.use(
    http.get(RECORD, () => answer(record)),
    http.post(`${RECORD}/sign`, () => answer(CHANGED)),
    http.post(`${RECORD}/done`, () => answer(CHANGED)),
  );
  return renderStaff(<ContractRecordView number={NUMBER} />);
}

describe('the console contract page', () => {
  it('asks before recording the signature, saying the buyer is mailed; nothing is sent before', async () => {
    const { user } = renderRecord(contractRecord());
    await user.click(await screen.findByRole('button', { name: '記錄簽約與訂金' }));
    const dialog = screen.getByRole('dialog', { name: '記錄簽約與訂金？' });
    expect(dialog).toHaveTextContent('以銀行匯款收到訂金 NT$ 171,000');
    expect(dialog).toHaveTextContent('合約改為「已簽約」，交車進度自此開始，並寄信通知買方 王小明（ming@example.com）');
    expect(sentRequests(`${RECORD}/sign`)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '確認記錄簽約與訂金' }));
    const [sent] = sentRequests(`${RECORD}/sign`, 'POST');
    expect(await bodyOf(sent)).toEqual({
      version: 4,
      signedOn: taipeiToday(),
      depositAmount: 171_000,
      depositPaidOn: taipeiToday(),
      depositMethod: 'transfer',
    });
  });

  it('asks before marking a milestone done, naming whom it mails; nothing is sent before', async () => {
    const signed = contractRecord(
      {},
      { status: 'signed', paymentStatus: 'deposit-paid', signedAt: '2025-12-08T02:00:00.000Z', depositPaid: 171_000, paid: 171_000 },
    );
    const { user } = renderRecord(signed);
    const row = (await screen.findAllByRole('listitem')).find((item) => item.textContent?.startsWith('2. 排產'))!;
    await user.click(within(row).getByRole('button', { name: '標記完成…' }));
    expect(within(row).getByRole('note')).toHaveTextContent('將記錄「排產」於 今天');
    expect(within(row).getByRole('note')).toHaveTextContent('王小明（ming@example.com）');
    expect(sentRequests(`${RECORD}/done`)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: '確認完成「排產」' }));
    const [sent] = sentRequests(`${RECORD}/done`, 'POST');
    expect(await bodyOf(sent)).toEqual({ version: 4, step: 2, doneOn: taipeiToday() });
  });
});
