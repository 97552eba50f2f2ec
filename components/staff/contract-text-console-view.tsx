'use client';

import { contractNamed, notFoundForStaff } from '@/lib/words/console';
import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { STAFF_TOKEN_HEADER } from '@/lib/api/token-headers';
import { staffContractPath } from '@/lib/urls/staff.mjs';
import { FormAlert } from '../forms/form-alert';
import { ContractDocumentView } from '../purchase/contract-document';
import { PdfDownloadButton } from '../purchase/pdf-download-button';
import { messageOf } from './pipeline-list';
import { callTarget } from '@/lib/api/contract/calls';
import { storedToken, useStaffQuery } from './staff-session';
import { CONTRACT } from '@/lib/words/purchase';

/** /staff/contracts/{number}/text: the contract in full, the same text and PDF as its buyer's. */
export function ContractTextConsoleView({ number }: { number: string }) {
  const { data, error } = useStaffQuery({ call: 'GET /staff/contracts/v1/{number}/text', params: { number } });
  if (error) return <FormAlert message={error.code === 'N00404' ? notFoundForStaff(contractNamed(number)) : messageOf(error)} />;
  if (!data) return <Text role="status">正在載入合約全文…</Text>;
  return (
    <Stack gap="5" maxW="4xl">
      <chakra.h1 fontSize="2xl" fontWeight="bold">
        {CONTRACT} {number} 全文
      </chakra.h1>
      <HStack gap="4" wrap="wrap">
        <chakra.span textDecoration="underline" color="brand.700">
          <NextLink href={staffContractPath(number)}>← 回到合約</NextLink>
        </chakra.span>
        <PdfDownloadButton
          path={callTarget('GET /staff/contracts/v1/{number}/pdf', { number }).path}
          headers={{ [STAFF_TOKEN_HEADER]: storedToken() ?? '' }}
          filename={`${number}.pdf`}
          failure="合約 PDF 下載失敗，請稍後再試"
        />
      </HStack>
      <ContractDocumentView contract={data} />
    </Stack>
  );
}
