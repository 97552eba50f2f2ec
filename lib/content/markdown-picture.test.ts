import { withPicture } from './markdown-picture';

const picture = { url: '/media/0123456789abcdef0123456789abcdef-900x600.jpg', alt: '冬季檢查 [二十項]' };

it('puts the picture on its own line where the cursor was, between blank lines', () => {
  const body = '第一段。\n\n第二段。';
  expect(withPicture(body, body.indexOf('第二段'), picture)).toBe(`第一段。\n\n![冬季檢查 二十項](${picture.url})\n\n第二段。`);
});

it('at the end, or in an empty body, adds only the picture line', () => {
  expect(withPicture('一段。', 3, picture)).toBe(`一段。\n\n![冬季檢查 二十項](${picture.url})`);
  expect(withPicture('', 0, picture)).toBe(`![冬季檢查 二十項](${picture.url})`);
});
