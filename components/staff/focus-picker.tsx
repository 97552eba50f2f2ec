'use client';

import { useEffect, useId, useMemo } from 'react';
import { Box, Grid, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { focusPosition, FOCUS_MAX, FOCUS_MIN, type PictureFocus } from '@/lib/content/picture-focus';

/** The frames the site cuts a picture into: a news card's and a magazine cover's. */
const FRAMES = [
  { label: '橫式（消息、車系）', ratio: '16 / 9' },
  { label: '直式（雜誌封面）', ratio: '3 / 4' },
] as const;

/**
 * Where the picture's subject is (issue 36): a click on the picture, or the two sliders, set the point the
 * site's frames are cut around; the frames beside show the result as readers will see it.
 */
export function FocusPicker({ file, focus, onChange }: { file: File; focus: PictureFocus; onChange: (focus: PictureFocus) => void }) {
  const id = useId();
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const position = focusPosition(focus);
  const slider = (axis: keyof PictureFocus, label: string) => (
    <Stack gap="0.5" flex="1">
      <chakra.label htmlFor={`${id}-${axis}`} fontSize="sm">
        {label}：{focus[axis]}%
      </chakra.label>
      <chakra.input
        id={`${id}-${axis}`}
        type="range"
        min={FOCUS_MIN}
        max={FOCUS_MAX}
        value={focus[axis]}
        onChange={(event) => onChange({ ...focus, [axis]: Number(event.target.value) })}
      />
    </Stack>
  );
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontSize="sm" fontWeight="medium">
        焦點：點一下圖片中最重要的位置，各種版面會以它為中心裁切，圖片不會變形
      </Text>
      <Box position="relative" maxW="20rem">
        <chakra.img
          src={url}
          alt="選擇焦點的圖片"
          w="full"
          h="auto"
          cursor="crosshair"
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            const at = (offset: number, size: number) => Math.round(Math.min(FOCUS_MAX, Math.max(FOCUS_MIN, (offset / size) * 100)));
            onChange({ focusX: at(event.clientX - box.left, box.width), focusY: at(event.clientY - box.top, box.height) });
          }}
        />
        <Box
          aria-hidden
          position="absolute"
          left={`${focus.focusX}%`}
          top={`${focus.focusY}%`}
          w="4"
          h="4"
          ml="-2"
          mt="-2"
          rounded="full"
          borderWidth="2px"
          borderColor="white"
          bg="brand.600"
          pointerEvents="none"
        />
      </Box>
      <HStack gap="4" maxW="20rem">
        {slider('focusX', '左右')}
        {slider('focusY', '上下')}
      </HStack>
      <Grid templateColumns="repeat(2, minmax(0, 8rem))" gap="3">
        {FRAMES.map((frame) => (
          <Stack key={frame.ratio} gap="1">
            <chakra.img
              src={url}
              alt=""
              w="full"
              aspectRatio={frame.ratio}
              objectFit="cover"
              objectPosition={position}
              rounded="sm"
              bg="gray.100"
            />
            <Text fontSize="xs" color="gray.700">
              {frame.label}
            </Text>
          </Stack>
        ))}
      </Grid>
    </Stack>
  );
}
