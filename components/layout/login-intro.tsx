import Link from 'next/link';
import { brand } from '@/lib/brand';
import { BrandMark } from './brand-mark';
import { PageIntro } from './page-intro';

/** /login has no header, so its pages lead with the brand and a way home. */
export function LoginIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <div className="sh-page">
        <Link href="/" className="sh-logo" aria-label={`${brand.name} 首頁`}>
          <BrandMark className="sh-logo-mark" />
          <span>{brand.name}</span>
        </Link>
      </div>
      <PageIntro title={title} lead={lead} />
    </>
  );
}
