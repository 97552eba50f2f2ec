import { render, screen } from '@testing-library/react';
import { brand } from '@/lib/site/brand';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() => render(<SiteFooter />));

  it('shows the copyright line with 2023', () => {
    expect(screen.getByText(/© 2023/)).toHaveTextContent(brand.legalName);
  });

  it.each([
    ['成為車主', '/vehicleowner'],
    ['購車流程', '/order'],
    ['最新消息', '/news'],
    ['客戶雜誌', '/magazine'],
  ])('leads to %s in the same tab', (name, href) => {
    const link = screen.getByRole('navigation', { name: '網站導覽' }).querySelector(`a[href="${href}"]`);
    expect(link).toHaveTextContent(name);
    expect(link).not.toHaveAttribute('target');
  });

  it.each([
    ['品牌官網', brand.siteUrl],
    ['聯絡我們', brand.contactUrl],
    ['隱私權政策', '/privacy'],
    ['服務條款', '/terms'],
  ])('opens %s in a new tab, and says so', (name, href) => {
    const link = screen.getByRole('link', { name: new RegExp(`^${name}\\s*（另開新視窗）$`) });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
