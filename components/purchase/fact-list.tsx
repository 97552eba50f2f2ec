import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list; a pair left out (false or null) is skipped. */
export function FactList({ facts, size = 'md' }: { facts: Array<Fact | false | null | undefined>; size?: 'sm' | 'md' | 'lg' }) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact));
  return (
    <DataList.Root orientation="horizontal" size={size} gap="2">
      {shown.map((fact) => (
        <DataList.Item key={fact.label} flexWrap="wrap">
          <DataList.ItemLabel minW="28">{fact.label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {fact.value === '' || fact.value == null ? '—' : fact.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
