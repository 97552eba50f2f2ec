import { SiteLink as NextLink } from '@/components/layout/site-link';
import { cx } from '@/lib/theme/cx';

export interface RecordLink {
  href: string;
  label: string;
}

/** The pages of one record; `of` (its number) completes each link's name for a screen reader. */
export function RecordLinks({ links, of, label }: { links: RecordLink[]; of?: string; label?: string }) {
  const Links = label ? 'nav' : 'div';
  return (
    <Links aria-label={label} className={cx('pu-links')}>
      {links.map((link) => (
        <NextLink key={link.href} href={link.href} className={cx('ui-text-link', 'pu-link')}>
          {link.label}
          {of && <span className={cx('ui-visually-hidden')}>（{of}）</span>}
        </NextLink>
      ))}
    </Links>
  );
}
