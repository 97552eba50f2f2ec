'use client';

import { Controller } from 'react-hook-form';
import { Checkbox, Field, Link } from '@chakra-ui/react';
import { PRIVACY_PATH, TERMS_PATH } from '@/lib/urls/site.mjs';

// One terms box per form, so a fixed id is unique on the page.
const TERMS_ERROR_ID = 'agree-terms-error';

/** 同意服務條款: required to register; the terms and the privacy policy open in a new tab (and say so) so nothing typed is lost. */
export function TermsField() {
  return (
    <Controller<{ agreeTerms: boolean }, 'agreeTerms'>
      name="agreeTerms"
      render={({ field, fieldState }) => (
        <Field.Root invalid={Boolean(fieldState.error)} required>
          <Checkbox.Root
            checked={field.value === true}
            onCheckedChange={({ checked }) => field.onChange(checked === true)}
            colorPalette="brand"
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              aria-describedby={fieldState.error ? TERMS_ERROR_ID : undefined}
            />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              我已閱讀並同意
              <Link href={TERMS_PATH} target="_blank" rel="noopener" color="brand.700" textDecoration="underline" mx="1">
                服務條款（另開新視窗）
              </Link>
              與
              <Link href={PRIVACY_PATH} target="_blank" rel="noopener" color="brand.700" textDecoration="underline" mx="1">
                隱私權政策（另開新視窗）
              </Link>
            </Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText id={TERMS_ERROR_ID}>{fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}
