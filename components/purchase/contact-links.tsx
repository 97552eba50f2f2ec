import { cx } from '@/lib/theme/cx';

/** A phone number as a dialling address: its digits (and a leading +); an extension after # or 轉 is dialled after a pause. */
export function telHref(phone: string) {
  const [main, extension] = phone.split(/#|轉|分機/);
  const digits = main.replace(/[^\d+]/g, '');
  const ext = extension?.replace(/\D/g, '');
  return `tel:${digits}${ext ? `,${ext}` : ''}`;
}

/** A phone number that dials when tapped. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={cx('ui-text-link')}>
      {phone}
    </a>
  );
}

/** An e-mail address that opens the mail program. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={cx('ui-text-link', 'pu-break-all')}>
      {email}
    </a>
  );
}
