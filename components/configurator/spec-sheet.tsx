'use client';

import { Box, Heading, Text } from '@chakra-ui/react';
import { COMPONENT_KEYS, type VehicleFamilyDetail } from '@/lib/catalog-types';
import { COMPONENT_LABELS, formatComponent } from '@/lib/configurator/components';
import { formatTwd } from '@/lib/money';
import { useShareLink } from './share-and-print';
import { useConfiguration } from './use-configuration';
import { DEPOSIT_LABEL } from '@/lib/deposit-terms';

const today = () => new Intl.DateTimeFormat('zh-TW', { dateStyle: 'long', timeZone: 'Asia/Taipei' }).format(new Date());

/** The printed spec sheet of the configuration: shown only on paper (列印規格表). */
export function SpecSheet({ family }: { family: VehicleFamilyDetail }) {
  const { vehicle, color, material, evaluation } = useConfiguration(family);
  const link = useShareLink(family);
  const { price } = evaluation;
  const row = (label: string, value: string) => (
    <Box as="tr" key={label}>
      <Box as="th" textAlign="start" fontWeight="normal" color="gray.700" pe="6" py="1">
        {label}
      </Box>
      <Box as="td" py="1">
        {value}
      </Box>
    </Box>
  );
  return (
    <Box display="none" _print={{ display: 'block' }} data-testid="spec-sheet">
      <Heading as="h2" size="lg">
        {family.name} 配置規格表
      </Heading>
      <Text color="gray.700" mb="4">
        {today()}・價格為新臺幣含 5% 營業稅
      </Text>
      <Box as="table" fontSize="sm" mb="4">
        <tbody>
          {COMPONENT_KEYS.map((key) => row(COMPONENT_LABELS[key], vehicle ? formatComponent(key, vehicle[key]) : '未選'))}
          {row('車色', color ? `${color.name}（${material?.name ?? '未選烤漆'}）` : '未選')}
          {price.lines
            .filter((line) => line.kind === 'origin-part' || line.kind === 'local-part')
            .map((line) => row(line.kind === 'origin-part' ? '原廠配件' : '在地加裝', `${line.label} ${formatTwd(line.amount)}`))}
          {row('數量', `${price.quantity} 台`)}
          {row('總價（含稅）', formatTwd(price.total))}
          {row(DEPOSIT_LABEL, formatTwd(price.deposit))}
        </tbody>
      </Box>
      <Text fontSize="xs" wordBreak="break-all">
        重新開啟此配置：{link}
      </Text>
    </Box>
  );
}
