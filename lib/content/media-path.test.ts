import { mediaName, mediaNamesIn, parseMediaPath } from './media-path';
import { fileRefusal, UPLOAD_MAX_BYTES } from './upload-limits';

const hash = 'ab'.repeat(32);

it('names a picture by its content and size, and reads the name back', () => {
  const name = mediaName(hash, 1200, 675, 'jpeg');
  expect(name).toBe(`${'ab'.repeat(16)}-1200x675.jpg`);
  expect(parseMediaPath(`/media/${name}`)).toEqual({ name, width: 1200, height: 675, format: 'jpeg' });
  expect(parseMediaPath(`/media/${mediaName(hash, 800, 450, 'webp')}`)?.format).toBe('webp');
});

it('reads nothing else as an uploaded picture', () => {
  for (const path of [
    '/images/news/launch.svg',
    `/media/${'ab'.repeat(16)}-0x675.jpg`,
    `/media/${'AB'.repeat(16)}-1200x675.jpg`,
    `/media/${'ab'.repeat(16)}-1200x675.gif`,
    `/media/${'ab'.repeat(16)}-1200x675.jpg/../x`,
    `https://evil.example/media/${'ab'.repeat(16)}-1200x675.jpg`,
  ]) {
    expect(parseMediaPath(path)).toBeNull();
  }
});

it("finds a body's pictures, each once", () => {
  const one = `/media/${mediaName(hash, 900, 600, 'png')}`;
  expect(mediaNamesIn(`![a](${one})\n\n![b](${one})\n[連結](/news/x)`)).toEqual([one.slice('/media/'.length)]);
});

it('refuses before sending what the server would refuse by type or size', () => {
  expect(fileRefusal({ type: 'image/gif', size: 10 })).toMatch(/JPEG、PNG 或 WebP/);
  expect(fileRefusal({ type: 'image/svg+xml', size: 10 })).toMatch(/JPEG、PNG 或 WebP/);
  expect(fileRefusal({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toMatch(/5 MB/);
  expect(fileRefusal({ type: 'image/webp', size: UPLOAD_MAX_BYTES })).toBeNull();
});
