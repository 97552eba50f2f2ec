import { changePasswordPath, forgetPasswordPath, loginPath, registerPath, undoEmailChangePath, verifyEmailPath } from './account.mjs';
import { magazineArticlePath, magazineIssuePath, newsListPath, newsPath } from './content.mjs';
import { purchaseDetailPath, purchaseListPath } from './member.mjs';
import { vehicleInfoPath } from './vehicle.mjs';
import { vehicleModelPath } from './vehicle-model';

const UUID = '0f8e4c52-6a43-4a2e-9a39-2f7a1d3c9b10';

describe('the public URLs', () => {
  it('leaves out the first page and "all" of the news list', () => {
    expect(newsListPath()).toBe('/news');
    expect(newsListPath({ page: 1, category: null })).toBe('/news');
  });

  it('keeps the category across pages, category first', () => {
    expect(newsListPath({ category: 'launch' })).toBe('/news?category=launch');
    expect(newsListPath({ category: 'launch', page: 2 })).toBe('/news?category=launch&page=2');
    expect(newsListPath({ page: 3 })).toBe('/news?page=3');
  });

  it('builds the news and magazine addresses', () => {
    expect(newsPath('tl35-2024-launch')).toBe('/news/tl35-2024-launch');
    expect(magazineIssuePath('issue-03')).toBe('/magazine/issue-03');
    expect(magazineArticlePath('issue-03', 'amt')).toBe('/magazine/issue-03/amt');
  });

  it('writes the public forms with a dash before the id', () => {
    expect(vehicleInfoPath(UUID)).toBe(`/vehicleowner/info-${UUID}`);
    expect(vehicleInfoPath(UUID, 'carParts')).toBe(`/vehicleowner/info-${UUID}/carParts`);
    expect(vehicleModelPath(UUID, UUID)).toBe(`/vehicleowner/info-${UUID}/components?vehicle=${UUID}`);
    expect(forgetPasswordPath(2)).toBe('/login/forget-2');
    expect(purchaseDetailPath('delivery', UUID)).toBe(`/member/purchase/delivery-${UUID}`);
  });

  it('keeps the tab of 購車管理 in the list and detail URLs', () => {
    expect(purchaseListPath(0)).toBe('/member/purchase?tab=0');
    expect(purchaseListPath(2)).toBe('/member/purchase?tab=2');
    expect(purchaseDetailPath('contract-spec', UUID, 1)).toBe(`/member/purchase/contract-spec-${UUID}?tab=1`);
  });

  it('carries the way back, encoded, through login, registration and the password change; home needs none', () => {
    const here = `/vehicleowner/info-${UUID}/localCarParts?share=a b&x=1`;
    expect(loginPath()).toBe('/login/0');
    expect(loginPath({ returnTo: '/' })).toBe('/login/0');
    expect(loginPath({ returnTo: here })).toBe(`/login/0?returnTo=${encodeURIComponent(here)}`);
    expect(new URL(loginPath({ returnTo: here }), 'http://portal.test').searchParams.get('returnTo')).toBe(here);
    expect(registerPath('individual')).toBe('/login/1');
    expect(registerPath('enterprise', { returnTo: '/member/purchase?tab=0' })).toBe('/login/2?returnTo=%2Fmember%2Fpurchase%3Ftab%3D0');
    expect(changePasswordPath()).toBe('/login/changePw');
    expect(changePasswordPath({ returnTo: '/member/info' })).toBe('/login/changePw?returnTo=%2Fmember%2Finfo');
  });

  it('builds the links of the registration and e-mail change mails', () => {
    expect(verifyEmailPath({ tempUuid: UUID })).toBe(`/verifyemail?tempUuid=${UUID}`);
    expect(verifyEmailPath({ tempUuid: UUID, code: '123456' })).toBe(`/verifyemail?tempUuid=${UUID}&code=123456`);
    expect(verifyEmailPath({ tempUuid: UUID, code: '123456', returnTo: '/vehicleowner/info-x/localCarParts?preorder=1&c=e30' })).toBe(
      `/verifyemail?tempUuid=${UUID}&code=123456&returnTo=%2Fvehicleowner%2Finfo-x%2FlocalCarParts%3Fpreorder%3D1%26c%3De30`,
    );
    expect(undoEmailChangePath('a-b_c')).toBe('/verifyemail/undo?token=a-b_c&forget=1');
  });
});
