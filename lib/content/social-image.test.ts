import { socialImageOf } from './social-image';

it('gives the PNG copy of a drawn cover for the social cards', () => {
  expect(socialImageOf('/images/news/launch.svg')).toBe('/images/news/launch.png');
});

it('gives an uploaded picture as it is', () => {
  const upload = '/media/0123456789abcdef0123456789abcdef-1200x630.jpg';
  expect(socialImageOf(upload)).toBe(upload);
});
