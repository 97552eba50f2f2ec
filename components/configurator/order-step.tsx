'use client';

import { SiteLink as NextLink } from '@/components/layout/site-link';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api/types';
import type { VehicleFamilyDetail } from '@/lib/schemas/catalog';
import { REVIEW_PERIOD_DAYS } from '@/lib/sale/deposit-terms';
import { cx, slot } from '@/lib/theme/cx';
import { preorderResultPath } from '@/lib/urls/preorder';
import { PROBLEM_STEP } from '@/lib/configurator/problem-steps';
import { evaluateOrder } from '@/lib/sale/pricing';
import { STEP_NAMES } from '@/lib/configurator/steps';
import { loginPath } from '@/lib/urls/account.mjs';
import { vehicleInfoPath } from '@/lib/urls/vehicle.mjs';
import { showToast } from '@/lib/site/toasts';
import { NETWORK_ERROR_CODE } from '@/lib/api/codes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLazyGetFamilyQuery, usePlacePreorderMutation } from '@/store/order-api';
import { purchaseApi } from '@/store/purchase-api';
import { selectIsLoggedIn } from '@/store/selectors';
import { goBackPreorderSet } from '@/store/slices/login-slice';
import { sharedPreorderPath } from '@/lib/configurator/share';
import { familyLoaded, preorderPlaced, quantitySet } from '@/store/slices/vehicle-order-slice';
import { FormAlert } from '../forms/form-alert';
import { untilLeaving } from '../forms/until-leaving';
import { AgreementBox } from './agreement-box';
import { useConfiguration } from './use-configuration';
import { PAYMENT_TERMS } from '@/lib/sale/deposit-terms';
import { UNIT } from '@/lib/words/vehicle';
import { SUBMITTING } from '@/lib/words/actions';

// Chakra's List.Root, a bulleted list (`align` moves only flex items; these are list items).
const LIST = { variant: 'marker', align: 'center' } as const;

/**
 * The pre-order step: what is ordered, how many, the agreement read and accepted, then 成為車主.
 * A visitor is sent to log in (goBackPreorder) and comes back here with everything kept.
 */
export function OrderStep({ family: page }: { family: VehicleFamilyDetail }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The family as last loaded (a price, a limit or the agreement may have changed since the page came).
  const { family, order, selection, evaluation } = useConfiguration(page);
  const [place] = usePlacePreorderMutation();
  const [reloadFamily] = useLazyGetFamilyQuery();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  // One key per attempt: a repeated click or a retry after a lost answer makes one pre-order.
  const attempt = useRef<string | null>(null);
  const ready = evaluation.problems.length === 0 && order.acceptAgreement;

  const refused = async (error: ApiError) => {
    // No answer, the first attempt still running, or a server failure (a database lost mid-commit):
    // the pre-order may have been made, so a retry keeps its key and gets that one back.
    if (error.code === NETWORK_ERROR_CODE || error.code === 'O00003' || error.status >= 500) {
      showToast(error.code === 'O00003' ? '上一次送出仍在處理中，請稍候再試一次' : error.message, 'error');
      return;
    }
    attempt.current = null;
    setFailure(error.message);
    if (error.code === 'O00001') {
      // The catalog may have changed: load it again, so the problems below point to the choice to change.
      const fresh = await reloadFamily(family.uuid);
      if (fresh.data) dispatch(familyLoaded(fresh.data));
    }
  };

  const submit = async () => {
    setFailure('');
    if (!loggedIn) {
      dispatch(goBackPreorderSet(true));
      // The selection goes along in the address, for a login or a mailed link opened in another browser.
      router.push(loginPath({ returnTo: sharedPreorderPath(family.uuid, selection) }));
      return;
    }
    if (!evaluation.configuration) return;
    setSending(true);
    // The catalog as it is now: a price changed since the page was opened (a price list of today) is
    // shown and said before anything is placed, never charged unseen.
    // A new version of the agreement, likewise, is read and accepted before anything is placed.
    if (attempt.current === null) {
      const fresh = await reloadFamily(family.uuid);
      const agreementChanged = fresh.data && fresh.data.agreement.version !== family.agreement.version;
      if (fresh.data && (agreementChanged || evaluateOrder(fresh.data, selection).price.total !== evaluation.price.total)) {
        dispatch(familyLoaded(fresh.data));
        setFailure(
          agreementChanged
            ? '預購須知已更新：請閱讀下方的新版須知並勾選同意，再按送出。'
            : '價格已更新：請確認上方的變更與新的價格明細，再按一次送出。',
        );
        setSending(false);
        return;
      }
    }
    attempt.current ??= crypto.randomUUID();
    const result = await place({
      idempotencyKey: attempt.current,
      body: {
        vehicleFamilyUuid: family.uuid,
        vehicleUuid: selection.vehicleUuid!,
        colorUuid: selection.colorUuid!,
        colorMaterialUuid: selection.colorMaterialUuid!,
        originPartUuids: [...selection.originPartUuids],
        localPartUuids: [...selection.localPartUuids],
        quantity: selection.quantity,
        acceptAgreement: true,
        agreementVersion: family.agreement.version,
      },
    });
    if ('data' in result && result.data) {
      dispatch(preorderPlaced(result.data));
      // The result page reads the pre-order by the id in its URL; the answer in hand spares it that call.
      dispatch(purchaseApi.util.upsertQueryData('preorder', result.data.uuid, result.data));
      router.push(preorderResultPath(result.data.uuid));
      await untilLeaving();
    }
    if ('error' in result) await refused(result.error as ApiError);
    setSending(false);
  };

  return (
    <div className={cx('ui-stack-6')}>
      {evaluation.problems.length > 0 && (
        <div className={cx('cf-problems')} role="alert">
          <p className={cx('cf-problems-title')}>這個配置還不能預購：</p>
          <ul className={cx(slot('list', 'root', LIST), 'cf-problem-list')}>
            {evaluation.problems.map((problem) => {
              const step = PROBLEM_STEP[problem.field];
              return (
                <li key={`${problem.field}-${problem.message}`} className={slot('list', 'item', LIST)}>
                  {problem.message}
                  {step && (
                    <NextLink href={vehicleInfoPath(family.uuid, step)} className={cx('ui-text-link', 'cf-problem-link')}>
                      前往「{STEP_NAMES[step]}」修改
                    </NextLink>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className={cx('ui-stack-2')}>
        <p className={cx('ui-strong')} id="quantity-label">
          預購數量（每筆 1 至 {family.maxQuantity} 台）
        </p>
        <div className={cx('ui-row-3')} role="group" aria-labelledby="quantity-label">
          <Button
            aria-label="減少一台"
            variant="outline"
            className={cx('cf-qty-button')}
            disabled={order.quantity <= 1}
            onClick={() => dispatch(quantitySet(order.quantity - 1))}
          >
            −
          </Button>
          <p className={cx('cf-qty')} aria-live="polite" data-testid="quantity">
            {order.quantity} {UNIT}
          </p>
          <Button
            aria-label="增加一台"
            variant="outline"
            className={cx('cf-qty-button')}
            disabled={order.quantity >= family.maxQuantity}
            onClick={() => dispatch(quantitySet(order.quantity + 1))}
          >
            ＋
          </Button>
        </div>
      </div>
      {/* A new version is a new box: read from its top, its end reached anew. */}
      <AgreementBox key={family.agreement.version} version={family.agreement.version} text={family.agreement.text} />
      <FormAlert message={failure} />
      <div className={cx('ui-stack-2')}>
        <Button tone="brand" size="lg" onClick={submit} loading={sending} loadingText={SUBMITTING} disabled={!ready}>
          {loggedIn ? '成為車主：送出預購' : '登入後送出預購'}
        </Button>
        {!loggedIn && <p className={cx('ui-small', 'ui-muted')}>送出預購需要會員帳號；登入或註冊後會回到這裡，已選的配置都會保留。</p>}
        <p className={cx('ui-small', 'ui-muted')}>送出後經銷商會與您聯繫；簽約前您有 {REVIEW_PERIOD_DAYS} 天的契約審閱期。</p>
        <p className={cx('ui-small', 'ui-muted')}>{PAYMENT_TERMS}</p>
      </div>
    </div>
  );
}
