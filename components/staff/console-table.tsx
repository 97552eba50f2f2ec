import type { ReactNode } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** A column of a console table: its heading, how a row fills its cell, and that cell's own look. */
export interface ConsoleColumn<T> {
  label: string;
  /** A heading read by screen readers only (a column of buttons). */
  labelHidden?: boolean;
  cell: (row: T) => ReactNode;
  style?: HTMLChakraProps<'td'>;
}

/** The console's plain tables (news, accounts, sessions, audit): a caption for screen readers, headings, a row an item. */
export function ConsoleTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ConsoleColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
}) {
  return (
    <chakra.table w="full" fontSize="sm" bg="white" borderWidth="1px" borderColor="gray.200">
      <chakra.caption srOnly>{caption}</chakra.caption>
      <thead>
        <chakra.tr bg="gray.100">
          {columns.map((column) => (
            <chakra.th key={column.label} scope="col" textAlign="start" px="3" py="2">
              {column.labelHidden ? <chakra.span srOnly>{column.label}</chakra.span> : column.label}
            </chakra.th>
          ))}
        </chakra.tr>
      </thead>
      <tbody>
        {rows?.map((row) => (
          <chakra.tr key={rowKey(row)} borderTopWidth="1px" borderColor="gray.200" verticalAlign="top">
            {columns.map((column) => (
              <chakra.td key={column.label} px="3" py="2" {...column.style}>
                {column.cell(row)}
              </chakra.td>
            ))}
          </chakra.tr>
        ))}
      </tbody>
    </chakra.table>
  );
}
