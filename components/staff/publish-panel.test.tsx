import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { answer, apiServer, bodyOf, sentRequests, setupApiServer } from '@/lib/testing/api-server';
import { renderStaff } from '@/lib/testing/render-staff';
import { PublishPanel, type Publishable } from './publish-panel';

setupApiServer();
const PATH = '/staff/news/v1/item-1';
const ISSUE_PATH = '/staff/magazine/v1/item-1';
const DRAFT: Publishable = { title: '冬季免費檢查', status: 'draft', publishedAt: null, version: 2, formerSlugs: [] };

function renderPanel(record: Publishable, what: '消息' | '雜誌期別' = '消息') {
  const path = what === '消息' ? PATH : ISSUE_PATH;
  apiServer.use(
    http.post(`/api${path}/publish`, () => answer({})),
    http.post(`/api${path}/withdraw`, () => answer({})),
  );
  return renderStaff(<PublishPanel what={what} record={record} id="item-1" publicHref="/news/winter" dirty={false} reload={() => {}} />);
}

describe('PublishPanel', () => {
  it('asks before publishing now, saying everyone will see it; nothing is sent before', async () => {
    const { user } = renderPanel(DRAFT, '雜誌期別');
    await user.click(screen.getByRole('button', { name: '立即發布' }));
    const dialog = screen.getByRole('dialog', { name: '立即發布這期雜誌？' });
    expect(dialog).toHaveTextContent('「冬季免費檢查」將立即出現在網站上（連同本期所有文章），任何人都看得到。');
    expect(sentRequests()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '確認立即發布' }));
    // An issue is published by the magazine's call, a news item by the news call.
    expect(await bodyOf(sentRequests(`/api${ISSUE_PATH}/publish`, 'POST')[0])).toEqual({ version: 2, publishAt: null });
  });

  it('asks before scheduling, with the time it will show; nothing is sent before', async () => {
    const { user } = renderPanel(DRAFT);
    await user.type(screen.getByLabelText('排程發布時間（台北）'), '2030-01-02T09:30');
    await user.click(screen.getByRole('button', { name: '排程發布' }));
    const dialog = screen.getByRole('dialog', { name: '排程發布這則消息？' });
    expect(dialog).toHaveTextContent('將於 2030/01/02 09:30');
    expect(sentRequests()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '確認排程發布' }));
    expect(await bodyOf(sentRequests(`/api${PATH}/publish`, 'POST')[0])).toEqual({ version: 2, publishAt: '2030-01-02T09:30:00+08:00' });
  });

  it('asks before withdrawing; nothing is sent before', async () => {
    const { user } = renderPanel({ ...DRAFT, status: 'published', publishedAt: '2025-12-01T02:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: '下架' }));
    const dialog = screen.getByRole('dialog', { name: '下架這則消息？' });
    expect(dialog).toHaveTextContent('原網址改為找不到網頁');
    expect(sentRequests()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '確認下架' }));
    expect(sentRequests(`/api${PATH}/withdraw`, 'POST')).toHaveLength(1);
  });

  it('shows a refusal beside the button that asked for it', async () => {
    const { user } = renderPanel(DRAFT);
    apiServer.use(http.post(`/api${PATH}/publish`, () => answer(null, 'S00422', 422, '這期還沒有文章：請先新增至少一篇文章再發布')));
    await user.click(screen.getByRole('button', { name: '立即發布' }));
    await user.click(screen.getByRole('button', { name: '確認立即發布' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('這期還沒有文章');
    expect(screen.getByRole('button', { name: '立即發布' }).nextElementSibling).toBe(alert);
  });
});
