import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Box, Link, VisuallyHidden } from '@chakra-ui/react';

export interface RecordLink {
  href: string;
  label: string;
}

/** The pages of one record; `of` (its number) completes each link's name for a screen reader. */
export function RecordLinks({ links, of, label }: { links: RecordLink[]; of?: string; label?: string }) {
  return (
    <Box as={label ? 'nav' : 'div'} aria-label={label} display="flex" flexWrap="wrap" columnGap="5" rowGap="2" _print={{ display: 'none' }}>
      {links.map((link) => (
        <Link key={link.href} asChild color="brand.700" fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px">
          <NextLink href={link.href}>
            {link.label}
            {of && <VisuallyHidden>（{of}）</VisuallyHidden>}
          </NextLink>
        </Link>
      ))}
    </Box>
  );
}
