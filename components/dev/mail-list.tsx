import { TAIPEI_TIME_ZONE } from '@/lib/format/dates';
import { cx } from '@/lib/theme/cx';
export interface MailItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

const timeFormat = new Intl.DateTimeFormat('zh-TW', { dateStyle: 'medium', timeStyle: 'medium', timeZone: TAIPEI_TIME_ZONE });

/** The local outbox, newest first. */
export function MailList({ mail }: { mail: MailItem[] }) {
  if (mail.length === 0) return <p className={cx('sh-lead')}>目前沒有信件。</p>;
  return (
    <ol className={cx('sh-mail-list')} aria-label="信件">
      {mail.map((item) => (
        <li key={item.id} className={cx('sh-mail')} data-testid="mail" data-to={item.to}>
          <h2 className={cx('sh-error-status')}>{item.subject}</h2>
          <p className={cx('sh-mail-meta')}>
            收件人：{item.to}・{timeFormat.format(item.createdAt)}
          </p>
          <p className={cx('sh-mail-body')}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
