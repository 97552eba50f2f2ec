'use client';

import { Checkbox } from '@/components/ui/checkbox';
import { cx, slot } from '@/lib/theme/cx';
import { PRIVACY_PATH, TERMS_PATH } from '@/lib/urls/site.mjs';
import { Controller } from './form-context';
import { PRIVACY_NEW_WINDOW, TERMS_NEW_WINDOW } from '@/lib/words/account';

// One terms box per form, so a fixed id is unique on the page.
const TERMS_ERROR_ID = 'agree-terms-error';

/** 同意服務條款: required to register; the terms and the privacy policy open in a new tab (and say so) so nothing typed is lost. */
export function TermsField() {
  return (
    <Controller<{ agreeTerms: boolean }, 'agreeTerms'>
      name="agreeTerms"
      render={({ field, fieldState }) => (
        <div className={slot('field', 'root', { orientation: 'vertical' })} data-invalid={fieldState.error ? '' : undefined}>
          <Checkbox
            className={cx('ui-check-top')}
            ref={field.ref}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            required
            invalid={Boolean(fieldState.error)}
            aria-describedby={fieldState.error ? TERMS_ERROR_ID : undefined}
          >
            我已閱讀並同意
            <a href={TERMS_PATH} target="_blank" rel="noopener" className={cx('ui-text-link', 'ui-inline-gap')}>
              {TERMS_NEW_WINDOW}
            </a>
            與
            <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={cx('ui-text-link', 'ui-inline-gap')}>
              {PRIVACY_NEW_WINDOW}
            </a>
          </Checkbox>
          {fieldState.error && (
            <div className={slot('field', 'errorText', { orientation: 'vertical' })} id={TERMS_ERROR_ID} aria-live="polite">
              {fieldState.error.message}
            </div>
          )}
        </div>
      )}
    />
  );
}
