import { jsonLdText } from '@/lib/seo/structured-data';

/** Structured data for search engines, escaped so no text in it can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
