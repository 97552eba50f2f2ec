import type { Metadata } from 'next';
import { ErrorView } from './error-view';
import { MissingPath } from './missing-path';

export const NOT_FOUND_METADATA: Metadata = { title: '找不到頁面', robots: { index: false } };

/** The 404 page's body, inside whichever frame the area around it already draws. */
export function NotFoundView() {
  return (
    <ErrorView statusCode={404}>
      <MissingPath />
    </ErrorView>
  );
}
