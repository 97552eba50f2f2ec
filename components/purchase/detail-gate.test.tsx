import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notFound } from 'next/navigation';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { DetailGate } from './detail-gate';

jest.mock('next/navigation', () => ({ notFound: jest.fn() }));

type Query = Parameters<typeof DetailGate<string>>[0]['query'];
const gate = (query: Query) =>
  renderWithProviders(
    <DetailGate query={query} what="合約">
      {(data) => <p>內容：{data}</p>}
    </DetailGate>,
  );

beforeEach(() => jest.mocked(notFound).mockClear());

describe('DetailGate', () => {
  it('shows the record once loaded', () => {
    gate({ currentData: 'CT-1', isError: false, refetch: jest.fn() });
    expect(screen.getByText('內容：CT-1')).toBeInTheDocument();
    expect(notFound).not.toHaveBeenCalled();
  });

  it('tells a screen reader while loading', () => {
    gate({ isError: false, refetch: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('正在載入合約…');
  });

  it("calls notFound() for N00404 (unknown, or another member's)", () => {
    gate({ isError: true, error: { code: 'N00404', message: '查無資料', status: 404, data: null }, refetch: jest.fn() });
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it('offers a retry for any other failure, without a 404', async () => {
    const refetch = jest.fn();
    gate({ isError: true, error: { code: 'E00500', message: '系統忙碌中', status: 500, data: null }, refetch });
    expect(notFound).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('無法載入合約，請稍後再試。');
    await userEvent.setup().click(screen.getByRole('button', { name: '重新載入' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
