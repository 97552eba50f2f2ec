'use client';

import { useId, useRef, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ALT_MAX_LENGTH, fileRefusal, UPLOAD_MESSAGES, UPLOAD_MIN_HEIGHT, UPLOAD_MIN_WIDTH } from '@/lib/content/upload-limits';
import type { MediaUploaded } from '@/lib/schemas/media-data';
import { altText } from '@/lib/schemas/media-forms';
import { FOCUS_CENTRE, type PictureFocus } from '@/lib/content/picture-focus';
import { FocusPicker } from './focus-picker';
import { showToast } from '@/lib/site/toasts';
import { staffRequest } from './staff-session';
import { CHOOSE_PICTURE } from '@/lib/words/staff';

const CENTRE: PictureFocus = { focusX: FOCUS_CENTRE, focusY: FOCUS_CENTRE };

/** The file's bytes in base64, without the data: URL's prefix. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * Uploads one picture with the words that describe it (issue 20): a JPEG, PNG or WebP file and its
 * alt text, both required. The server re-encodes it without its metadata; `onUploaded` gets where it
 * now answers. What was typed stays when the upload is refused.
 */
export function PictureUpload({
  label,
  action,
  onUploaded,
}: {
  label: string;
  action: string;
  onUploaded: (picture: MediaUploaded) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [focus, setFocus] = useState<PictureFocus>(CENTRE);
  const [errors, setErrors] = useState<{ data?: string; alt?: string }>({});
  const [sending, setSending] = useState(false);

  const upload = async () => {
    const altChecked = altText.safeParse(alt);
    const found = {
      data: file ? (fileRefusal(file) ?? undefined) : CHOOSE_PICTURE,
      alt: altChecked.success ? undefined : altChecked.error.issues[0]?.message,
    };
    setErrors(found);
    if (found.data || found.alt || !file || !altChecked.success) return;
    setSending(true);
    let data: string;
    try {
      data = await base64Of(file);
    } catch {
      setSending(false);
      setErrors({ data: '讀不到這個檔案，請重新選擇' });
      return;
    }
    const result = await staffRequest({ call: 'POST /staff/media/v1', body: { alt: altChecked.data, data, ...focus } });
    setSending(false);
    if (result.ok) {
      onUploaded(result.data);
      setFile(null);
      setAlt('');
      setFocus(CENTRE);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    const listed = result.error.code === 'V00001' ? (result.error.data?.errors ?? []) : [];
    const onField = (path: string) => listed.find((item) => item.path === path)?.message;
    if (onField('data') || onField('alt')) setErrors({ data: onField('data'), alt: onField('alt') });
    else showToast(result.error.message, 'error');
  };

  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderColor="gray.200" rounded="md" p="3" bg="gray.50">
      <Text as="legend" fontWeight="semibold" px="1">
        {label}
      </Text>
      <Field.Root invalid={Boolean(errors.data)}>
        <Field.Label htmlFor={`${id}-file`}>圖檔</Field.Label>
        <Input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          bg="white"
          p="1"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFocus(CENTRE);
            setErrors((now) => ({ ...now, data: undefined }));
          }}
        />
        {errors.data ? (
          <Field.ErrorText>{errors.data}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            JPEG、PNG 或 WebP，5 MB 以內，至少 {UPLOAD_MIN_WIDTH} × {UPLOAD_MIN_HEIGHT} 像素；上傳時會去除拍攝地點等檔案資訊
          </Field.HelperText>
        )}
      </Field.Root>
      {file && !errors.data && <FocusPicker file={file} focus={focus} onChange={setFocus} />}
      <Field.Root invalid={Boolean(errors.alt)}>
        <Field.Label htmlFor={`${id}-alt`}>替代文字</Field.Label>
        <Input id={`${id}-alt`} bg="white" maxLength={ALT_MAX_LENGTH + 20} value={alt} onChange={(event) => setAlt(event.target.value)} />
        {errors.alt ? <Field.ErrorText>{errors.alt}</Field.ErrorText> : <Field.HelperText>{UPLOAD_MESSAGES.alt}</Field.HelperText>}
      </Field.Root>
      <HStack>
        <Button size="sm" variant="outline" colorPalette="brand" loading={sending} onClick={() => void upload()}>
          {action}
        </Button>
      </HStack>
    </Stack>
  );
}
