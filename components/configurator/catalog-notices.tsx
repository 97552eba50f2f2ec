import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/lib/theme/cx';
import { GOT_IT } from '@/lib/words/actions';

/**
 * What headquarters changed since the buyer last saw this configuration (issue 20): a withdrawn item left
 * it, a price is another now. A live region from the first render, so that the words are announced
 * when they come; 知道了 puts them away.
 */
export function CatalogNotices({ notices, onRead }: { notices: string[]; onRead: () => void }) {
  return (
    <div role="status">
      {notices.length > 0 && (
        <div className={cx('cf-catalog-notes')}>
          <p>
            <strong>型錄已更新</strong>：自您上次查看這個配置後，有以下變更，價格明細已依現行價格重新計算。
          </p>
          <ul className={cx('cf-catalog-notes-list')}>
            {notices.map((notice, index) => (
              // Two notices may read alike (two parts of one name): the place is the key.
              <li key={index}>{notice}</li>
            ))}
          </ul>
          <button type="button" className={buttonClasses({ variant: 'outline', size: 'sm', tone: 'brand' })} onClick={onRead}>
            {GOT_IT}
          </button>
        </div>
      )}
    </div>
  );
}
