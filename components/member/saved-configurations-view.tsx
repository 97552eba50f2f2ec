'use client';

import { LoadError, LoadingState } from '@/components/purchase/query-states';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { COMPARE_MAX, COMPARE_MIN, SAVED_CONFIGURATION_LIMIT, SAVED_NAME_MAX } from '@/lib/constants';
import { savedConfigurationPath, sharedConfigurationPath } from '@/lib/configurator/share';
import { formatDateTime } from '@/lib/format/dates';
import { formatTwd } from '@/lib/format/money';
import type { savedNameSchema } from '@/lib/schemas/saved-configurations';
import { showToast } from '@/lib/site/toasts';
import { cx } from '@/lib/theme/cx';
import { VEHICLE_OWNER_PATH } from '@/lib/urls/site.mjs';
import { comparePath } from '@/lib/urls/vehicle.mjs';
import { COMPARE_CONFIGURATIONS, UNIT } from '@/lib/words/vehicle';
import {
  useDeleteConfigurationMutation,
  useRenameConfigurationMutation,
  useSavedConfigurationsQuery,
  type SavedConfiguration,
} from '@/store/saved-configuration-api';
import { outcomeOf } from '../account/outcome';
import { DialogActions } from '../forms/dialog-actions';
import { FormAlert } from '../forms/form-alert';
import { ModalDialog } from '../forms/modal-dialog';
import { TextField } from '../forms/text-field';
import { useApiForm } from '../forms/use-api-form';

type Action = { kind: 'rename' | 'delete'; item: SavedConfiguration } | null;

/** 我的配置: the member's saved configurations at today's prices; open, rename, share, delete, and pick 2–3 to compare. */
export function SavedConfigurationsView() {
  const { data, isLoading, isError, refetch } = useSavedConfigurationsQuery();
  const [action, setAction] = useState<Action>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const opener = useRef<HTMLElement | null>(null);

  if (isLoading && !data) return <LoadingState label="正在載入您的配置…" />;
  if (isError || !data) return <LoadError message="目前無法載入您的配置。" onRetry={() => void refetch()} />;

  const chosen = data.filter((item) => picked.includes(item.uuid));
  // The record as the list has it now: after S00409 the list is read again, and a retry sends the new version.
  const target = action ? (data.find((item) => item.uuid === action.item.uuid) ?? action.item) : null;
  const toggle = (uuid: string) => setPicked((now) => (now.includes(uuid) ? now.filter((id) => id !== uuid) : [...now, uuid]));
  const close = () => setAction(null);
  const open = (kind: 'rename' | 'delete', item: SavedConfiguration, button: HTMLElement) => {
    opener.current = button;
    setAction({ kind, item });
  };

  return (
    <div className={cx('sv-view')}>
      <p className={cx('ui-muted')}>
        已儲存 {data.length} / {SAVED_CONFIGURATION_LIMIT} 組。價格依今日的價目表計算，不是儲存當時的價格。
      </p>
      {data.length === 0 ? (
        <p className={cx('ui-note')}>
          還沒有儲存的配置。到
          <NextLink href={VEHICLE_OWNER_PATH} className={cx('ui-text-link', 'ui-inline-gap')}>
            成為車主
          </NextLink>
          選一個車系，在任一步驟按「儲存配置」即可。
        </p>
      ) : (
        <>
          <CompareBar chosen={chosen} />
          <ul className={cx('sv-list')} aria-label="我的配置">
            {data.map((item) => (
              <SavedCard
                key={item.uuid}
                item={item}
                picked={picked.includes(item.uuid)}
                pickable={picked.includes(item.uuid) || picked.length < COMPARE_MAX}
                onPick={() => toggle(item.uuid)}
                onRename={(button) => open('rename', item, button)}
                onDelete={(button) => open('delete', item, button)}
              />
            ))}
          </ul>
        </>
      )}
      <ModalDialog
        open={action?.kind === 'rename'}
        onClose={close}
        title={action ? `重新命名「${action.item.name}」` : ''}
        returnFocusTo={() => opener.current}
      >
        {action?.kind === 'rename' && <RenameForm key={action.item.uuid} item={target!} onDone={close} onStale={() => void refetch()} />}
      </ModalDialog>
      <ModalDialog open={action?.kind === 'delete'} onClose={close} title="刪除配置" returnFocusTo={() => opener.current}>
        {action?.kind === 'delete' && (
          <DeleteConfirm
            key={action.item.uuid}
            item={target!}
            onDone={() => {
              setPicked((now) => now.filter((id) => id !== action.item.uuid));
              close();
            }}
            onStale={() => void refetch()}
          />
        )}
      </ModalDialog>
    </div>
  );
}

function CompareBar({ chosen }: { chosen: SavedConfiguration[] }) {
  const ready = chosen.length >= COMPARE_MIN && chosen.length <= COMPARE_MAX;
  return (
    <div className={cx('ui-wrap-3', 'ui-between', 'sv-compare-bar')}>
      <p role="status" className={cx('ui-small')}>
        {chosen.length === 0
          ? `勾選 ${COMPARE_MIN} 至 ${COMPARE_MAX} 組配置，即可並排比較。`
          : `已選 ${chosen.length} 組${chosen.length < COMPARE_MIN ? `，再選 ${COMPARE_MIN - chosen.length} 組即可比較` : ''}。`}
      </p>
      {ready ? (
        <NextLink
          href={comparePath(chosen.map(({ familyUuid, code }) => ({ familyUuid, code })))}
          className={buttonClasses({ tone: 'brand', size: 'sm' })}
        >
          {COMPARE_CONFIGURATIONS}（{chosen.length} 組）
        </NextLink>
      ) : (
        <Button size="sm" tone="brand" disabled>
          {COMPARE_CONFIGURATIONS}
        </Button>
      )}
    </div>
  );
}

function SavedCard({
  item,
  picked,
  pickable,
  onPick,
  onRename,
  onDelete,
}: {
  item: SavedConfiguration;
  picked: boolean;
  pickable: boolean;
  onPick(): void;
  onRename(button: HTMLElement): void;
  onDelete(button: HTMLElement): void;
}) {
  const link = sharedConfigurationPath(item.familyUuid, item.code);
  const opening = savedConfigurationPath(item.familyUuid, item.code);
  const share = async () => {
    const address = `${window.location.origin}${link}`;
    try {
      await navigator.clipboard.writeText(address);
      showToast('分享連結已複製', 'success');
    } catch {
      window.prompt('請複製這個分享連結：', address);
    }
  };
  const titleId = `saved-${item.uuid}`;
  return (
    <li className={cx('sv-card')} aria-labelledby={titleId}>
      <h2 className={cx('sv-name')} id={titleId}>
        {item.name}
      </h2>
      <p className={cx('ui-small', 'ui-muted')}>
        {item.familyName ?? '已停售的車系'}・儲存於 {formatDateTime(item.createdAt)}
      </p>
      <p className={cx('sv-price')}>
        {item.price
          ? `今日價格 ${formatTwd(item.price.total)}${item.price.quantity > 1 ? `（${item.price.quantity} ${UNIT}，每${UNIT} ${formatTwd(item.price.unitPrice)}）` : ''}`
          : '目前無法計價'}
      </p>
      {item.changes.length > 0 && (
        <ul className={cx('sv-changes', 'ui-small')} aria-label={`「${item.name}」儲存後的目錄異動`}>
          {item.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      <div className={cx('ui-wrap-2')}>
        {item.familyName && (
          <NextLink href={opening} className={buttonClasses({ tone: 'brand', size: 'sm' })} aria-label={`開啟「${item.name}」`}>
            開啟
          </NextLink>
        )}
        <Button size="sm" variant="outline" onClick={(event) => onRename(event.currentTarget)} aria-label={`重新命名「${item.name}」`}>
          重新命名
        </Button>
        {item.familyName && (
          <Button size="sm" variant="outline" onClick={share} aria-label={`複製「${item.name}」的分享連結`}>
            分享
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          tone="red"
          onClick={(event) => onDelete(event.currentTarget)}
          aria-label={`刪除「${item.name}」`}
        >
          刪除
        </Button>
        {item.familyName && (
          <Checkbox checked={picked} disabled={!pickable} onChange={onPick} aria-label={`加入比較：「${item.name}」`}>
            加入比較
          </Checkbox>
        )}
      </div>
    </li>
  );
}

function RenameForm({ item, onDone, onStale }: { item: SavedConfiguration; onDone(): void; onStale(): void }) {
  const [rename] = useRenameConfigurationMutation();
  const { form, failure, submitWith } = useApiForm<z.input<typeof savedNameSchema>>(
    () => import('@/lib/schemas/saved-configurations').then((m) => m.savedNameSchema),
    { name: item.name },
    ['name'],
  );
  const onSubmit = submitWith(async ({ name }) => {
    const error = outcomeOf(await rename({ uuid: item.uuid, name, version: item.version }));
    if (error?.code === 'S00409') onStale();
    if (!error) {
      showToast(`已改名為「${name}」`, 'success');
      onDone();
    }
    return error;
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="重新命名配置" className={cx('ui-stack-4')}>
      <FormAlert message={failure} />
      <TextField label="新的名稱" required maxLength={SAVED_NAME_MAX} error={errors.name?.message} {...form.register('name')} />
      <DialogActions submit="儲存名稱" busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}

function DeleteConfirm({ item, onDone, onStale }: { item: SavedConfiguration; onDone(): void; onStale(): void }) {
  const [remove, { isLoading }] = useDeleteConfigurationMutation();
  const [failure, setFailure] = useState('');
  return (
    <div className={cx('ui-stack-4')}>
      <p>要刪除「{item.name}」嗎？刪除後無法復原，已分享出去的連結仍可開啟。</p>
      <FormAlert message={failure} />
      <div className={cx('ui-wrap-3')}>
        <Button
          tone="red"
          loading={isLoading}
          loadingText="刪除中…"
          onClick={async () => {
            const error = outcomeOf(await remove({ uuid: item.uuid, version: item.version }));
            if (error?.code === 'S00409') onStale();
            if (error) return setFailure(error.message);
            showToast(`已刪除「${item.name}」`, 'success');
            onDone();
          }}
        >
          確認刪除
        </Button>
        <Button variant="outline" onClick={onDone} disabled={isLoading}>
          取消
        </Button>
      </div>
    </div>
  );
}
