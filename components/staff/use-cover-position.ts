'use client';

import { useEffect } from 'react';
import { parseMediaPath } from '@/lib/content/media-path';
import { CENTRE_POSITION, focusPosition } from '@/lib/content/picture-focus';
import { useStaffQuery } from './staff-session';

/** Where a preview cuts a cover's frame: around an uploaded picture's focus, as the public page will; a drawing around its centre. */
export function useCoverPosition(cover: string): string {
  const { data, reload, loading } = useStaffQuery({ call: 'GET /staff/media/v1' });
  const picture = data?.find((item) => item.url === cover);
  const missing = !loading && !picture && parseMediaPath(cover) !== null;
  // A picture uploaded since the library was read: read it again once, for its focus.
  useEffect(() => {
    if (missing) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per cover
  }, [cover]);
  return picture ? focusPosition(picture) : CENTRE_POSITION;
}
