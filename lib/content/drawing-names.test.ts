import { FAMILY_DRAWINGS } from '@/lib/catalog/family-drawings';
import { MAGAZINE_COVERS } from '@/lib/schemas/magazine-forms';
import { DRAWING_NAMES } from './drawing-names';
import { NEWS_COVERS } from './news-covers';

test('every drawing an editor may choose has a name in words', () => {
  for (const drawing of [...NEWS_COVERS, ...MAGAZINE_COVERS, ...FAMILY_DRAWINGS])
    expect([drawing, DRAWING_NAMES[drawing]]).toEqual([drawing, expect.stringMatching(/^[\u4e00-\u9fff]+$/)]);
});
