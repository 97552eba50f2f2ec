'use client';

import { useRef } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import type { FieldValues, Path, UseFormReturn } from '@/components/forms/use-form';
import { withPicture } from '@/lib/content/markdown-picture';
import { showToast } from '@/lib/site/toasts';
import { CoverPicker } from './cover-picker';
import { EditorField } from './editor-field';
import { PictureUpload } from './picture-upload';
import { Panel } from './record-parts';
import { SearchResultPreview } from './search-result-preview';
import { COVER_ALT, COVER_PICTURE } from '@/lib/words/editor';

// The parts the news editor and the magazine's editors share: the cover, the search result and a
// Markdown body that takes pictures. Each works on a form with the fields it names.

type CoverForm = FieldValues & { cover: string; coverAlt: string };
type SearchForm = FieldValues & { seoTitle?: string; seoDescription?: string };
type BodyForm = FieldValues & { body: string };

/** 封面圖: a drawing or an uploaded picture chosen by sight, an upload that becomes the cover, and the cover's words. */
export function CoverPanel<T extends CoverForm>({
  form,
  cover,
  altHelper,
  drawings,
  aspectRatio,
}: {
  form: UseFormReturn<T>;
  cover: string;
  altHelper: string;
  drawings?: readonly string[];
  aspectRatio?: string;
}) {
  const set = (name: 'cover' | 'coverAlt', value: string) => form.setValue(name as Path<T>, value, { shouldValidate: true });
  return (
    <Panel title={COVER_PICTURE}>
      <Stack gap="4">
        <CoverPicker
          value={cover}
          drawings={drawings}
          aspectRatio={aspectRatio}
          invalid={form.formState.errors['cover' as Path<T>]?.message}
          onChange={(value) => set('cover', value)}
        />
        <PictureUpload
          label="上傳封面圖"
          action="上傳並設為封面"
          onUploaded={(picture) => {
            set('cover', picture.url);
            set('coverAlt', picture.alt);
            showToast('已上傳並設為封面', 'success');
          }}
        />
        <EditorField form={form} name={'coverAlt' as Path<T>} label={COVER_ALT} required helper={altHelper} />
      </Stack>
    </Panel>
  );
}

/** 搜尋引擎: the title and description a search result shows (with their counts), and how the result looks. */
export function SearchPanel<T extends SearchForm>({
  form,
  seoTitle,
  seoDescription,
  title,
  path,
  description,
}: {
  form: UseFormReturn<T>;
  seoTitle: string;
  seoDescription: string;
  /** What the result shows when the editor leaves its own fields empty. */
  title: string;
  path: string;
  description: string;
}) {
  return (
    <Panel title="搜尋引擎">
      <Stack gap="4">
        <EditorField form={form} name={'seoTitle' as Path<T>} label={`搜尋結果標題（${seoTitle.length}/60）`} helper="留白時使用標題" />
        <EditorField
          form={form}
          name={'seoDescription' as Path<T>}
          label={`搜尋結果說明（${seoDescription.length}/160）`}
          rows={2}
          helper="留白時使用摘要"
        />
        <SearchResultPreview title={seoTitle || title} path={path} description={seoDescription || description} />
      </Stack>
    </Panel>
  );
}

/** A Markdown body, and an upload that puts a picture on a line of its own where the cursor was. */
export function MarkdownBodyField<T extends BodyForm>({ form, body }: { form: UseFormReturn<T>; body: string }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <>
      <Box ref={box}>
        <EditorField
          form={form}
          name={'body' as Path<T>}
          label="內文（Markdown）"
          required
          rows={18}
          mono
          helper="段落之間空一行；## 小標題、- 清單、> 引言、[文字](https://…) 連結；圖片請用下方上傳，會插入在游標處。HTML 會照原樣顯示為文字。"
        />
      </Box>
      <PictureUpload
        label="在內文插入圖片"
        action="上傳並插入"
        onUploaded={(picture) => {
          const area = box.current?.querySelector('textarea');
          form.setValue('body' as Path<T>, withPicture(body, area ? area.selectionEnd : body.length, picture), { shouldValidate: true });
          showToast('已在內文插入圖片', 'success');
        }}
      />
    </>
  );
}
