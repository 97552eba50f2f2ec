'use client';

import { COMPLETED_DATE, PLANNED_DATE } from '@/lib/words/console';
import { useState } from 'react';
import { Button, HStack, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate, taipeiDayOf, taipeiToday } from '@/lib/format/dates';
import { moveReasonProblem, movedDateText, type PlanChange, type Replan } from '@/lib/purchase/delivery-plan';
import { DATE_MOVE_REASON_LABELS, DATE_MOVE_REASONS, dateMoveReasonText, type DateMoveReason } from '@/lib/staff/pipeline';
import { PlanPreview } from './plan-preview';
import { BACK, PLEASE_CHOOSE } from '@/lib/words/actions';

export interface Milestone {
  step: number;
  label: string;
  plannedAt: string | null;
  doneAt: string | null;
  moves: { oldDate: string | null; newDate: string; reason: DateMoveReason; reasonText: string; at: string }[];
}

const dayOf = (iso: string | null) => (iso ? taipeiDayOf(iso) : '');

/**
 * One milestone of the delivery: its dates and moves; its planned date set or moved (with a reason),
 * and the current one marked done. A move shows the plan it makes (`preview`, the server's own rule)
 * and is sent only once confirmed; why a change is refused shows here, next to the action.
 */
export function MilestoneRow({
  milestone,
  current,
  editable,
  busy,
  failure,
  confirmDone,
  preview,
  onPlan,
  onDone,
}: {
  milestone: Milestone;
  /** What marking it done does and who is mailed, asked before it is recorded (交車). */
  confirmDone?: (doneOn: string) => string;
  current: boolean;
  editable: boolean;
  busy: boolean;
  /** The server's refusal of this step's last action. */
  failure: string;
  /** The plan a new date for this step makes, or why it is refused. */
  preview: (plannedOn: string) => Replan;
  onPlan: (plan: { plannedOn: string; reason?: DateMoveReason; reasonText: string }) => Promise<boolean>;
  onDone: (doneOn: string) => Promise<boolean>;
}) {
  const [plannedOn, setPlannedOn] = useState(dayOf(milestone.plannedAt));
  const [reason, setReason] = useState<DateMoveReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [doneOn, setDoneOn] = useState(taipeiToday());
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const [changes, setChanges] = useState<PlanChange[] | null>(null);
  const moving = milestone.plannedAt !== null && plannedOn !== dayOf(milestone.plannedAt);
  const id = `milestone-${milestone.step}`;
  const edit = (change: () => void) => {
    change();
    setProblem('');
    setChanges(null);
  };
  const send = async () => {
    await onPlan({ plannedOn, reason: reason || undefined, reasonText });
    setChanges(null);
  };
  // The same checks as the server's, in the same order, so nothing is sent that would be refused.
  const ask = () => {
    const plan = preview(plannedOn);
    if (!plan.ok) return setProblem(plan.message);
    if (!milestone.plannedAt) return void send();
    const reasonProblem = moveReasonProblem(reason || undefined, reasonText);
    if (reasonProblem) return setProblem(reasonProblem);
    setChanges(plan.changes);
  };
  return (
    <chakra.li borderTopWidth="1px" borderColor="gray.200" pt="3">
      <Text fontWeight="semibold">
        {milestone.step}. {milestone.label}
        <Text as="span" fontWeight="normal" ms="3" color="gray.700">
          {milestone.doneAt
            ? `已完成 ${formatDate(milestone.doneAt)}`
            : `預計 ${milestone.plannedAt ? formatDate(milestone.plannedAt) : '未定'}`}
          {current && '（進行中）'}
        </Text>
      </Text>
      {milestone.moves.map((move) => (
        <Text key={move.at} color="gray.700" fontSize="sm">
          {formatDate(move.at)} 改期：{movedDateText({ ...move, reason: dateMoveReasonText(move.reason, move.reasonText) })}
        </Text>
      ))}
      {editable && (
        <HStack gap="3" mt="2" wrap="wrap" align="flex-end">
          <Stack gap="1">
            <chakra.label htmlFor={`${id}-planned`} fontSize="sm">
              {PLANNED_DATE}
            </chakra.label>
            <Input
              id={`${id}-planned`}
              type="date"
              size="sm"
              value={plannedOn}
              onChange={(event) => edit(() => setPlannedOn(event.target.value))}
            />
          </Stack>
          {moving && (
            <Stack gap="1">
              <chakra.label htmlFor={`${id}-reason`} fontSize="sm">
                改期原因
              </chakra.label>
              <NativeSelect.Root size="sm" w="10rem">
                <NativeSelect.Field
                  id={`${id}-reason`}
                  value={reason}
                  onChange={(event) => edit(() => setReason(event.target.value as DateMoveReason | ''))}
                >
                  <option value="">{PLEASE_CHOOSE}</option>
                  {DATE_MOVE_REASONS.map((item) => (
                    <option key={item} value={item}>
                      {DATE_MOVE_REASON_LABELS[item]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Stack>
          )}
          {moving && reason === 'other' && (
            <Stack gap="1">
              <chakra.label htmlFor={`${id}-reason-text`} fontSize="sm">
                說明
              </chakra.label>
              <Input
                id={`${id}-reason-text`}
                size="sm"
                maxLength={200}
                value={reasonText}
                onChange={(event) => edit(() => setReasonText(event.target.value))}
              />
            </Stack>
          )}
          <Button size="sm" variant="outline" colorPalette="brand" loading={busy} disabled={!plannedOn || changes !== null} onClick={ask}>
            {milestone.plannedAt ? '更新預計日期' : '設定預計日期'}
          </Button>
          {current && (
            <>
              <Stack gap="1">
                <chakra.label htmlFor={`${id}-done`} fontSize="sm">
                  {COMPLETED_DATE}
                </chakra.label>
                <Input
                  id={`${id}-done`}
                  type="date"
                  size="sm"
                  value={doneOn}
                  max={taipeiToday()}
                  onChange={(event) => setDoneOn(event.target.value)}
                />
              </Stack>
              {!asking && (
                <Button size="sm" colorPalette="brand" loading={busy} onClick={() => (confirmDone ? setAsking(true) : void onDone(doneOn))}>
                  {confirmDone ? '標記完成…' : '標記完成'}
                </Button>
              )}
            </>
          )}
        </HStack>
      )}
      {editable && (problem || failure) && (
        <Text role="alert" mt="2" color="red.700" fontSize="sm">
          {problem || failure}
        </Text>
      )}
      {editable && changes && (
        <PlanPreview
          changes={changes}
          reason={reason ? dateMoveReasonText(reason, reasonText.trim()) : ''}
          busy={busy}
          onConfirm={send}
          onBack={() => setChanges(null)}
        />
      )}
      {editable && current && asking && confirmDone && (
        <Stack gap="2" mt="2" bg="brand.50" p="3" borderRadius="md">
          <Text role="note">{confirmDone(doneOn)}</Text>
          <HStack>
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy}
              onClick={async () => {
                if (await onDone(doneOn)) setAsking(false);
              }}
            >
              確認完成「{milestone.label}」
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setAsking(false)}>
              {BACK}
            </Button>
          </HStack>
        </Stack>
      )}
    </chakra.li>
  );
}
