import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PageIntro } from '@/components/layout/page-intro';
import { MailList } from '@/components/dev/mail-list';
import { getDb } from '@/lib/server/db/client';
import { mailboxEnabled, recentMail } from '@/lib/server/services/mailbox';

export const metadata: Metadata = { title: '本機信箱', robots: { index: false, follow: false } };

export default async function Page() {
  await connection();
  if (!mailboxEnabled(await headers())) notFound();
  const mail = await recentMail(await getDb());
  return (
    <PageIntro title="本機信箱" lead="未設定 SMTP_URL 時，系統寄出的信件存放在這裡（最新 50 封）。">
      <MailList mail={mail} />
    </PageIntro>
  );
}
