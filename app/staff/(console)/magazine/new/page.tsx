import type { Metadata } from 'next';
import { IssueEditor } from '@/components/staff/issue-editor';
import { NEW_ISSUE } from '@/lib/words/editor';

export const metadata: Metadata = { title: NEW_ISSUE };

export default function Page() {
  return <IssueEditor id={null} />;
}
