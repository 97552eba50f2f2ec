import { MAP_SVG_PATH } from '@/lib/geo/map-svg';
import { project, VIEW_BOX, type LatLon } from '@/lib/geo/projection';
import type { Point } from '@/lib/schemas/dealers';
import { cx } from '@/lib/theme/cx';

/**
 * Taiwan drawn from the local outline (no map tiles: nothing is fetched from elsewhere; the outline is this
 * site's own cached file) with the listed points on it, and the visitor's town when one is chosen. The list beside it says everything the map
 * shows, so the map is one picture with a name, and each dot names its point on hover.
 */
export function PointMap({ points, near }: { points: readonly Point[]; near?: { label: string; at: LatLon } }) {
  const here = near && project(near.at);
  return (
    <svg
      className={cx('dl-map')}
      viewBox={VIEW_BOX}
      role="img"
      aria-label={`據點地圖：${points.length} 個據點${near ? `，以${near.label}為中心` : ''}（列表列出同樣的據點）`}
    >
      {/* The counties and insets, a file the browser keeps (lib/geo/map-svg.ts); the dots are this page's. */}
      <image href={MAP_SVG_PATH} x="0" y="0" width="100%" height="100%" />
      {points.map((point) => {
        const { x, y } = project({ lat: point.latitude, lon: point.longitude });
        return (
          <circle key={point.slug} className={cx('dl-map-point')} cx={x} cy={y} r={7}>
            <title>{point.name}</title>
          </circle>
        );
      })}
      {here && (
        <g className={cx('dl-map-here')}>
          <circle cx={here.x} cy={here.y} r={9} />
          <title>{near.label}</title>
        </g>
      )}
    </svg>
  );
}
