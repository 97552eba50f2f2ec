import type { MemberInfo } from '@/lib/schemas/member-info';

/** /member/info's title: a company keeps its 企業 details there, a person their 個人 ones. */
export const MEMBER_INFO_TITLES: Record<MemberInfo['memberType'], string> = {
  individual: '個人基本資料',
  enterprise: '企業基本資料',
};

/** The title for a member of this type; 個人基本資料 before the member is known. */
export const memberInfoTitle = (memberType: MemberInfo['memberType'] | undefined) => MEMBER_INFO_TITLES[memberType ?? 'individual'];
