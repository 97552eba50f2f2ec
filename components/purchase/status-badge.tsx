import { CONTRACT_STATUS_LABELS, PREORDER_STATUS_LABELS, type ContractStatus, type PreorderStatus } from '@/lib/purchase/states';
import { cx, palette as paletteClass, recipe } from '@/lib/theme/cx';
import type { PALETTES } from '@/lib/theme/recipe-variants';

type Palette = (typeof PALETTES)[number];

const PREORDER_PALETTES: Record<PreorderStatus, Palette> = {
  submitted: 'blue',
  contacting: 'orange',
  contracted: 'green',
  cancelled: 'gray',
};

const CONTRACT_PALETTES: Record<ContractStatus, Palette> = {
  reviewing: 'orange',
  signed: 'blue',
  'in-production': 'purple',
  delivering: 'cyan',
  delivered: 'green',
  cancelled: 'gray',
};

/** A status in words, with a colour that only repeats them; on paper a black outline. */
export function StatusBadge({ label, palette }: { label: string; palette: Palette }) {
  return <span className={cx(recipe('badge', { variant: 'subtle', size: 'md' }), paletteClass(palette), 'pu-badge')}>{label}</span>;
}

export const PreorderStatusBadge = ({ status }: { status: PreorderStatus }) => (
  <StatusBadge label={PREORDER_STATUS_LABELS[status] ?? status} palette={PREORDER_PALETTES[status] ?? 'gray'} />
);

export const ContractStatusBadge = ({ status }: { status: ContractStatus }) => (
  <StatusBadge label={CONTRACT_STATUS_LABELS[status] ?? status} palette={CONTRACT_PALETTES[status] ?? 'gray'} />
);
