import { socialImageOf } from './social-image';

it('gives the PNG copy of a drawn cover for the social cards', () => {
  expect(socialImageOf('/images/news/launch.svg')).toBe('/images/news/launch.png');
});
