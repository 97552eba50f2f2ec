import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { getClientStore, startPersistence } from '@/store/client-store';
import { sessionEnded } from '@/store/session/session-ended';
import { RequireMember } from './require-member';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }), usePathname: () => '/member/purchase' }));

function renderGate(vouched?: boolean) {
  return render(
    <Provider store={getClientStore()}>
      <RequireMember vouched={vouched}>
        <p>合約明細</p>
      </RequireMember>
    </Provider>,
  );
}

describe('RequireMember', () => {
  beforeEach(() => {
    replace.mockClear();
    getClientStore().dispatch(sessionEnded({ reason: 'forget' }));
  });

  it('shows the page the server rendered with the member data at once, before the stored login is back', () => {
    renderGate(true);
    expect(screen.getByText('合約明細')).toBeInTheDocument();
  });

  it('without the server vouching, waits for the stored login', () => {
    renderGate();
    expect(screen.queryByText('合約明細')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在確認登入狀態…');
  });

  it('when the browser turns out to have no login, hides the page and sends the visitor to log in', async () => {
    renderGate(true);
    await act(() => startPersistence());
    expect(screen.queryByText('合約明細')).not.toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith(expect.stringContaining('/login/0'));
  });
});
