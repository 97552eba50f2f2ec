import type { Metadata } from 'next';
import { IssueEditor } from '@/components/staff/issue-editor';

export const metadata: Metadata = { title: '新增一期' };

export default function Page() {
  return <IssueEditor id={null} />;
}
