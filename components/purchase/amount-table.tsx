import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { formatTwd } from '@/lib/money';

export interface AmountRow {
  key?: string;
  label: ReactNode;
  /** NT$ when a number; a text (e.g. a quantity) as it is. */
  value: number | string;
  strong?: boolean;
}

/** Amounts as a two-column table: what, then how much. */
export function AmountTable({ caption, rows }: { caption: string; rows: AmountRow[] }) {
  return (
    <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
      <chakra.caption srOnly>{caption}</chakra.caption>
      <tbody>
        {rows.map((row, index) => (
          <chakra.tr
            key={row.key ?? (typeof row.label === 'string' ? row.label : index)}
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="gray.200"
            fontWeight={row.strong ? 'bold' : 'normal'}
            fontSize={row.strong ? 'md' : undefined}
          >
            <chakra.th scope="row" textAlign="start" fontWeight="inherit" py="2" pe="4">
              {row.label}
            </chakra.th>
            <chakra.td textAlign="end" py="2" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {typeof row.value === 'number' ? formatTwd(row.value) : row.value}
            </chakra.td>
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
