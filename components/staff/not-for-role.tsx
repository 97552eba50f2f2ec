'use client';

import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { SiteLink as NextLink } from '@/components/layout/site-link';
import { homeOf, notForRole } from '@/lib/staff/console-pages';
import type { StaffRole } from '@/lib/staff/roles';

/** In place of a console page the role may not use: says so, and leads back to the role's own work. */
export function NotForRole({ role }: { role: StaffRole }) {
  const home = homeOf(role);
  return (
    <Box maxW="xl" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={{ base: '5', md: '8' }}>
      <Heading as="h1" size="lg" mb="3">
        {notForRole(role)}
      </Heading>
      <Text color="gray.700" mb="5">
        這個頁面屬於其他角色的工作，您的帳號無法查看或變更其中的資料。如需使用，請洽管理員。
      </Text>
      <Link asChild color="brand.700" fontWeight="bold" textDecoration="underline">
        <NextLink href={home.href}>回到{home.label}</NextLink>
      </Link>
    </Box>
  );
}
