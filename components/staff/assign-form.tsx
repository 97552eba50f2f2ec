'use client';

import { SALES, UNASSIGNED } from '@/lib/words/console';
import { useState } from 'react';
import { Button, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/lib/staff/roles';
import { ActionError } from './confirm-action';
import { Panel } from './record-parts';
import { useStaffQuery } from './staff-session';
import { DEALER } from '@/lib/words/people';

export interface Salesperson {
  uuid: string;
  name: string;
  role: StaffRole;
}

/** 指派: a salesperson of the record's dealer; headquarters may also give it to another dealer. */
export function AssignForm({
  salespeople,
  current,
  dealerCode,
  reassignDealer,
  busy,
  error,
  onAssign,
}: {
  salespeople: Salesperson[];
  current: string | null;
  dealerCode: string;
  reassignDealer: boolean;
  busy: boolean;
  /** Why the last assignment was refused, shown under the form. */
  error: string;
  onAssign: (change: { dealerCode?: string; assigneeId?: string | null }) => Promise<boolean>;
}) {
  const [assignee, setAssignee] = useState(current ?? '');
  const [dealer, setDealer] = useState(dealerCode);
  const { data: dealers } = useStaffQuery(reassignDealer ? { call: 'GET /staff/dealers/v1' } : null);
  const movingDealer = dealer !== dealerCode;
  return (
    <Panel title="指派">
      <chakra.form
        onSubmit={(event) => {
          event.preventDefault();
          void onAssign(movingDealer ? { dealerCode: dealer } : { assigneeId: assignee || null });
        }}
      >
        <Stack gap="3">
          {reassignDealer && dealers && (
            <>
              <chakra.label htmlFor="assign-dealer" fontWeight="medium">
                {DEALER}
              </chakra.label>
              <NativeSelect.Root>
                <NativeSelect.Field id="assign-dealer" value={dealer} onChange={(event) => setDealer(event.target.value)}>
                  {dealers.map((item) => (
                    <option key={item.code} value={item.code}>
                      {item.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </>
          )}
          {!movingDealer && (
            <>
              <chakra.label htmlFor="assign-person" fontWeight="medium">
                {SALES}
              </chakra.label>
              <NativeSelect.Root>
                <NativeSelect.Field id="assign-person" value={assignee} onChange={(event) => setAssignee(event.target.value)}>
                  <option value="">{UNASSIGNED}</option>
                  {salespeople.map((person) => (
                    <option key={person.uuid} value={person.uuid}>
                      {person.name}（{STAFF_ROLE_LABELS[person.role]}）
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </>
          )}
          <Button type="submit" colorPalette="brand" variant="outline" loading={busy}>
            {movingDealer ? '改派到這個經銷商' : '指派'}
          </Button>
        </Stack>
      </chakra.form>
      <ActionError message={error} />
    </Panel>
  );
}
