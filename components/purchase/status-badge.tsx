import { Badge } from '@chakra-ui/react';
import { CONTRACT_STATUS_LABELS, PREORDER_STATUS_LABELS, type ContractStatus, type PreorderStatus } from '@/lib/purchases';

const PREORDER_PALETTES: Record<PreorderStatus, string> = {
  submitted: 'blue',
  contacting: 'orange',
  contracted: 'green',
  cancelled: 'gray',
};

const CONTRACT_PALETTES: Record<ContractStatus, string> = {
  reviewing: 'orange',
  signed: 'blue',
  'in-production': 'purple',
  delivering: 'cyan',
  delivered: 'green',
  cancelled: 'gray',
};

/** A status in words, with a colour that only repeats them; on paper a black outline. */
export function StatusBadge({ label, palette }: { label: string; palette: string }) {
  return (
    <Badge colorPalette={palette} size="md" _print={{ bg: 'transparent', color: 'black', borderWidth: '1px', borderColor: 'black' }}>
      {label}
    </Badge>
  );
}

export const PreorderStatusBadge = ({ status }: { status: PreorderStatus }) => (
  <StatusBadge label={PREORDER_STATUS_LABELS[status] ?? status} palette={PREORDER_PALETTES[status] ?? 'gray'} />
);

export const ContractStatusBadge = ({ status }: { status: ContractStatus }) => (
  <StatusBadge label={CONTRACT_STATUS_LABELS[status] ?? status} palette={CONTRACT_PALETTES[status] ?? 'gray'} />
);
