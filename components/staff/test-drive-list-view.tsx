'use client';

import { useState } from 'react';
import { Button, HStack, Heading, Input, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import type { ApiError } from '@/lib/api/types';
import { formatDateTime, taipeiClock, taipeiTime } from '@/lib/format/dates';
import type { TestDriveLead } from '@/lib/schemas/test-drive-leads';
import { may } from '@/lib/staff/roles';
import { TEST_DRIVE_STATUS_LABELS } from '@/lib/test-drive/booking-rules';
import { LICENCE_LABELS } from '@/lib/test-drive/licence';
import { BACK } from '@/lib/words/actions';
import { ConsoleTable, type ConsoleColumn } from './console-table';
import { staffRequest, useStaffProfile, useStaffQuery } from './staff-session';

type When = 'upcoming' | 'past';
type Action = 'called-back' | 'confirm' | 'no-show';

const ACTION_WORDS: Record<Action, string> = { 'called-back': '已回電', confirm: '確認試乘', 'no-show': '未到場' };

/** /staff/test-drives: the confirmed test drives of the dealer's points (headquarters: every dealer's), as leads. */
export function TestDriveListView() {
  const profile = useStaffProfile();
  const [when, setWhen] = useState<When>('upcoming');
  const list = useStaffQuery({ call: 'GET /staff/test-drives/v1', query: { when } });
  const people = useStaffQuery(
    profile && may(profile.role, 'assign-within-dealer') ? { call: 'GET /staff/salespeople/v1', query: {} } : null,
  );
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function done(answer: { ok: true } | { ok: false; error: ApiError }, what: string) {
    setBusy(false);
    if (answer.ok) setMessage(`已${what}`);
    else
      setMessage(
        answer.error.data?.errors?.length ? answer.error.data.errors.map((error) => error.message).join('；') : answer.error.message,
      );
    list.reload();
    return answer.ok;
  }

  const act = async (row: TestDriveLead, action: Action) => {
    setBusy(true);
    const params = { number: row.number };
    const body = { version: row.version };
    const answer =
      action === 'called-back'
        ? await staffRequest({ call: 'POST /staff/test-drives/v1/{number}/called-back', params, body })
        : action === 'confirm'
          ? await staffRequest({ call: 'POST /staff/test-drives/v1/{number}/confirm', params, body })
          : await staffRequest({ call: 'POST /staff/test-drives/v1/{number}/no-show', params, body });
    return done(answer, `記錄「${ACTION_WORDS[action]}」：${row.number}`);
  };

  const columns: ConsoleColumn<TestDriveLead>[] = [
    { label: '試乘時間', cell: (row) => `${formatDateTime(row.start)}–${taipeiClock(row.end)}` },
    { label: '狀態', cell: (row) => TEST_DRIVE_STATUS_LABELS[row.status] },
    { label: '據點與車系', cell: (row) => `${row.pointName}・${row.familyName}` },
    {
      label: '預約人',
      cell: (row) => (
        <Stack gap="0">
          <span>{row.name}</span>
          <span>{row.mobile}</span>
          <span>{row.email}</span>
          <span>{LICENCE_LABELS[row.licence]}</span>
        </Stack>
      ),
    },
    { label: '負責業務', cell: (row) => row.assignee ?? '未指派' },
    { label: '回電', cell: (row) => (row.calledBackAt ? formatDateTime(row.calledBackAt) : '尚未回電') },
    {
      label: '操作',
      cell: (row) => (
        <LeadActions
          row={row}
          begun={when === 'past'}
          busy={busy}
          onAct={act}
          people={people.data?.filter((person) => person.dealerCode === row.dealerCode)}
          onAssign={async (assigneeId) => {
            setBusy(true);
            const answer = await staffRequest({
              call: 'POST /staff/test-drives/v1/{number}/assign',
              params: { number: row.number },
              body: { version: row.version, assigneeId },
            });
            return done(answer, `指派 ${row.number}`);
          }}
          onMove={async (start, reason) => {
            setBusy(true);
            const answer = await staffRequest({
              call: 'POST /staff/test-drives/v1/{number}/move',
              params: { number: row.number },
              body: { version: row.version, start, reason },
            });
            return done(answer, `改期 ${row.number}（已寄信通知預約人）`);
          }}
          onCancel={async (reason) => {
            setBusy(true);
            const answer = await staffRequest({
              call: 'POST /staff/test-drives/v1/{number}/cancel',
              params: { number: row.number },
              body: { version: row.version, reason },
            });
            return done(answer, `取消 ${row.number}（已寄信通知預約人）`);
          }}
        />
      ),
    },
  ];

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        試乘預約
      </Heading>
      <HStack role="group" aria-label="時間範圍">
        {(['upcoming', 'past'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={when === option ? 'solid' : 'outline'}
            aria-pressed={when === option}
            onClick={() => setWhen(option)}
          >
            {option === 'upcoming' ? '即將到來' : '已過時段'}
          </Button>
        ))}
      </HStack>
      {message && (
        <Text role="status" bg="gray.50" p="3" rounded="md">
          {message}
        </Text>
      )}
      {list.error && <Text role="alert">{list.error.message}</Text>}
      <Text>{list.data ? `共 ${list.data.total} 筆（以信件確認後才列出）` : '讀取中…'}</Text>
      <ConsoleTable caption="試乘預約" columns={columns} rows={list.data?.items} rowKey={(row) => row.number} />
    </Stack>
  );
}

/** What the point's staff do with one booking; assigning only for those who may, a move and a cancellation with a reason. */
function LeadActions({
  row,
  begun,
  busy,
  people,
  onAct,
  onAssign,
  onMove,
  onCancel,
}: {
  row: TestDriveLead;
  /** The slot has begun (the list of past slots). */
  begun: boolean;
  busy: boolean;
  people?: { uuid: string; name: string }[];
  onAct: (row: TestDriveLead, action: Action) => Promise<boolean>;
  onAssign: (assigneeId: string | null) => Promise<boolean>;
  onMove: (start: string, reason: string) => Promise<boolean>;
  onCancel: (reason: string) => Promise<boolean>;
}) {
  const [asking, setAsking] = useState<'move' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [start, setStart] = useState('');
  const open = row.status === 'booked' || row.status === 'confirmed';
  const id = `lead-${row.number}`;

  if (asking)
    return (
      <chakra.form
        aria-label={asking === 'move' ? `改期 ${row.number}` : `取消 ${row.number}`}
        onSubmit={async (event) => {
          event.preventDefault();
          const ok = asking === 'move' ? await onMove(taipeiTime(start), reason) : await onCancel(reason);
          if (ok) setAsking(null);
        }}
      >
        <Stack gap="2">
          {asking === 'move' && (
            <>
              <chakra.label htmlFor={`${id}-start`}>新的時段（臺灣時間，整點或半點開始）</chakra.label>
              <Input id={`${id}-start`} type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} bg="white" />
            </>
          )}
          <chakra.label htmlFor={`${id}-reason`}>原因（會寄給預約人）</chakra.label>
          <Textarea id={`${id}-reason`} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} bg="white" />
          <HStack>
            <Button type="submit" size="sm" colorPalette={asking === 'cancel' ? 'red' : undefined} loading={busy}>
              {asking === 'move' ? '確認改期' : '確認取消'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
              {BACK}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    );

  return (
    <Stack gap="2" align="start">
      {people && open && (
        <NativeSelect.Root size="sm" width="44">
          <NativeSelect.Field
            aria-label={`指派 ${row.number} 給業務`}
            value={row.assigneeId ?? ''}
            onChange={(event) => void onAssign(event.target.value || null)}
          >
            <option value="">未指派</option>
            {people.map((person) => (
              <option key={person.uuid} value={person.uuid}>
                {person.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <HStack wrap="wrap">
        {row.status !== 'cancelled' && !row.calledBackAt && (
          <Button size="xs" variant="outline" disabled={busy} onClick={() => void onAct(row, 'called-back')}>
            {ACTION_WORDS['called-back']}
          </Button>
        )}
        {row.status === 'booked' && !begun && (
          <Button size="xs" variant="outline" disabled={busy} onClick={() => void onAct(row, 'confirm')}>
            {ACTION_WORDS.confirm}
          </Button>
        )}
        {open && begun && (
          <Button size="xs" variant="outline" disabled={busy} onClick={() => void onAct(row, 'no-show')}>
            {ACTION_WORDS['no-show']}
          </Button>
        )}
        {open && !begun && (
          <>
            <Button size="xs" variant="outline" onClick={() => setAsking('move')}>
              改期…
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsking('cancel')}>
              取消…
            </Button>
          </>
        )}
      </HStack>
    </Stack>
  );
}
