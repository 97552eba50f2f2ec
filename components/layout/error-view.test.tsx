import { render, screen } from '@testing-library/react';
import { ErrorView, FailureView } from './error-view';

describe('ErrorView', () => {
  it.each([
    [404, '找不到這個頁面', 'Page Not Found'],
    [500, '系統發生錯誤', 'Internal Server Error'],
  ] as const)('heads %i with "%s" in Chinese, and keeps the status message "%s" under it', (statusCode, heading, message) => {
    render(<ErrorView statusCode={statusCode} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(String(statusCode))).toBeInTheDocument();
  });

  it('shows a given status message instead', () => {
    render(<ErrorView statusCode={404} statusMessage="找不到車系" />);
    expect(screen.getByText('找不到車系')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });

  it('leads back home', () => {
    render(<ErrorView statusCode={500} />);
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
  });
});

describe('FailureView', () => {
  it('says in Chinese that code failed to load, with 重新載入, never "Internal Server Error"', () => {
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js'), { name: 'ChunkLoadError' });
    render(<FailureView error={error} reset={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('頁面載入失敗');
    expect(screen.getByRole('button', { name: '重新載入' })).toBeInTheDocument();
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
  });

  it('is the 500 page for any other error, whose 重新載入 retries the segment', async () => {
    const reset = jest.fn();
    render(<FailureView error={new Error('boom')} reset={reset} />);
    expect(screen.getByText('500')).toBeInTheDocument();
    screen.getByRole('button', { name: '重新載入' }).click();
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
