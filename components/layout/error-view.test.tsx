import { render, screen } from '@testing-library/react';
import { ErrorView } from './error-view';

describe('ErrorView', () => {
  it.each([
    [404, 'Page Not Found'],
    [500, 'Internal Server Error'],
  ] as const)('defaults the status message of %i to "%s"', (statusCode, message) => {
    render(<ErrorView statusCode={statusCode} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(message);
    expect(screen.getByText(String(statusCode))).toBeInTheDocument();
  });

  it('shows a given status message instead', () => {
    render(<ErrorView statusCode={404} statusMessage="找不到車系" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('找不到車系');
  });

  it('leads back home', () => {
    render(<ErrorView statusCode={500} />);
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
  });
});
