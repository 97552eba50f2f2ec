import { SiteLink as NextLink } from '@/components/layout/site-link';
import { cx } from '@/lib/theme/cx';
import { sharedConfigurationPath } from '@/lib/configurator/share';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';

/** 索取報價 for a configuration that no longer is one (parts stopped) or a link nobody can read. */
export function QuoteUnknown({ familyUuid, code, incomplete }: { familyUuid: string | null; code: string; incomplete: boolean }) {
  return (
    <div role="alert" className={cx('ui-stack-3', 'qt-view')}>
      <p>
        {incomplete
          ? '這組配置已不完整（部分車型、顏色或配件已停售），請回到配置重新選擇後再索取報價。'
          : '這個報價連結無法辨識，或車系已停售。請重新選擇車系並完成配置。'}
      </p>
      <NextLink
        href={familyUuid ? sharedConfigurationPath(familyUuid, code) : VEHICLE_OWNER_PATH}
        className={cx('ui-text-link', 'ui-start')}
      >
        {familyUuid ? '回到配置' : '瀏覽車系'}
      </NextLink>
    </div>
  );
}
