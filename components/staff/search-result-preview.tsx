import { Box, Text } from '@chakra-ui/react';
import { brand } from '@/lib/site/brand';
import { NO_TITLE } from '@/lib/words/editor';

/** How the page may look in a search result: its tab title, its address and its description, cut where engines cut. */
export function SearchResultPreview({ title, path, description }: { title: string; path: string; description: string }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Box aria-label="搜尋結果預覽" role="group" borderWidth="1px" borderColor="gray.200" bg="white" p="3" fontFamily="sans-serif">
      <Text fontSize="xs" color="gray.700" truncate>
        {origin}
        {path}
      </Text>
      <Text fontSize="lg" color="blue.700" lineClamp={1}>
        {title || NO_TITLE}｜{brand.name}
      </Text>
      <Text fontSize="sm" color="gray.700" lineClamp={2}>
        {description || '（說明）'}
      </Text>
    </Box>
  );
}
