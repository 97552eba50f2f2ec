export interface MailItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

const timeFormat = new Intl.DateTimeFormat('zh-TW', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Taipei' });

/** The local outbox, newest first. */
export function MailList({ mail }: { mail: MailItem[] }) {
  if (mail.length === 0) return <p className="sh-lead">目前沒有信件。</p>;
  return (
    <ol className="sh-mail-list" aria-label="信件">
      {mail.map((item) => (
        <li key={item.id} className="sh-mail" data-testid="mail" data-to={item.to}>
          <h2 className="sh-error-status">{item.subject}</h2>
          <p className="sh-mail-meta">
            收件人：{item.to}・{timeFormat.format(item.createdAt)}
          </p>
          <p className="sh-mail-body">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
