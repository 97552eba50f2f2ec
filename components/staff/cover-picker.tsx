'use client';

import { Box, Grid, Text, chakra } from '@chakra-ui/react';
import { NEWS_COVERS } from '@/lib/content/news-covers';
import { parseMediaPath } from '@/lib/content/media-path';
import { CENTRE_POSITION, focusPosition } from '@/lib/content/picture-focus';
import { DRAWING_NAMES } from '@/lib/content/drawing-names';
import { useStaffQuery } from './staff-session';

/** What a choice is called: a drawing by what it shows, an uploaded picture by its words. */
function choiceName(cover: string, alt?: string) {
  if (!parseMediaPath(cover)) return `繪圖：${DRAWING_NAMES[cover] ?? '其他繪圖'}`;
  return alt ? `圖片：${alt}` : '上傳的圖片';
}

/** How many of the library's newest pictures are offered beside the drawings. */
const LIBRARY_SHOWN = 12;

/**
 * The cover of a news item (or a family's picture), chosen by sight: the drawings, the picture it has,
 * and the newest pictures uploaded in the console (a radio group, so the keyboard moves through it as
 * through any choice).
 */
export function CoverPicker({
  value,
  onChange,
  invalid,
  drawings = NEWS_COVERS,
  aspectRatio = '16 / 9',
  legend = '選擇封面圖',
}: {
  value: string;
  onChange: (cover: string) => void;
  invalid?: string;
  /** The drawings offered besides the uploaded picture (the news's six; an issue's portrait one). */
  drawings?: readonly string[];
  aspectRatio?: string;
  /** What is chosen (a news item's cover, a family's picture). */
  legend?: string;
}) {
  const library = useStaffQuery({ call: 'GET /staff/media/v1' }).data ?? [];
  const described = new Map(library.map((picture) => [picture.url, picture.alt]));
  const positions = new Map(library.map((picture) => [picture.url, focusPosition(picture)]));
  const uploaded = [...(parseMediaPath(value) ? [value] : []), ...library.slice(0, LIBRARY_SHOWN).map((picture) => picture.url)];
  const choices: string[] = [...drawings, ...new Set(uploaded)];
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        {legend}
      </chakra.legend>
      <Grid templateColumns="repeat(auto-fill, minmax(7.5rem, 1fr))" gap="2">
        {choices.map((cover) => {
          const name = choiceName(cover, described.get(cover));
          return (
            <chakra.label
              key={cover}
              display="block"
              cursor="pointer"
              borderWidth="2px"
              rounded="md"
              p="1"
              bg="white"
              borderColor={cover === value ? 'brand.600' : 'gray.200'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            >
              <chakra.input type="radio" name="cover" value={cover} checked={cover === value} onChange={() => onChange(cover)} srOnly />
              <chakra.img
                src={cover}
                alt=""
                w="full"
                aspectRatio={aspectRatio}
                objectFit="cover"
                objectPosition={positions.get(cover) ?? CENTRE_POSITION}
                rounded="sm"
                bg="gray.100"
              />
              <Text
                fontSize="xs"
                mt="1"
                lineClamp={2}
                color={cover === value ? 'brand.800' : 'gray.700'}
                fontWeight={cover === value ? 'semibold' : 'normal'}
              >
                {name}
              </Text>
            </chakra.label>
          );
        })}
      </Grid>
      {invalid && (
        <Box color="red.600" fontSize="sm" mt="1" role="alert">
          {invalid}
        </Box>
      )}
    </chakra.fieldset>
  );
}
