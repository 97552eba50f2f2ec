'use client';

import { TAIPEI_TIME_ZONE } from '@/lib/format/dates';
import type { MemberInfo } from '@/lib/schemas/member-info';
import { cx, slot } from '@/lib/theme/cx';
import { useCitiesQuery, useTownsQuery } from '@/store/account-api';
import { COMPANY_ADDRESS, COMPANY_NAME, COMPANY_PHONE, CONTACT_TITLE, MAILING_ADDRESS, NAME } from '@/lib/words/people';
import { CONTACT_PERSON, MOBILE_NUMBER, NATIONAL_ID, TAX_ID } from '@/lib/words/account';

const LOOK = { orientation: 'horizontal', size: 'lg', variant: 'subtle' } as const;

const dateFormat = new Intl.DateTimeFormat('zh-TW', { year: 'numeric', month: 'long', day: 'numeric', timeZone: TAIPEI_TIME_ZONE });

/** The full postal address: zip, 縣市 and 鄉鎮市區 by name (address API), then the street. */
export function useAddressLine(info: Pick<MemberInfo, 'cityId' | 'townId' | 'zip' | 'address'>) {
  const city = useCitiesQuery().data?.find((item) => item.cityId === info.cityId)?.name ?? '';
  const town = useTownsQuery(info.cityId, { skip: !info.cityId }).data?.find((item) => item.townId === info.townId)?.name ?? '';
  return `${info.zip} ${city}${town}${info.address}`.trim();
}

/** The member's data as a description list; 身分證字號 comes masked from the API. */
export function MemberDetails({ info }: { info: MemberInfo }) {
  const address = useAddressLine(info);
  const enterprise = info.memberType === 'enterprise';
  const rows: Array<[string, string | undefined]> = enterprise
    ? [
        ['會員類型', '企業會員'],
        [COMPANY_NAME, info.companyName],
        [TAX_ID, info.ubn],
        [CONTACT_PERSON, info.contactName],
        [CONTACT_TITLE, info.contactTitle],
        [COMPANY_PHONE, info.phone],
        [MOBILE_NUMBER, info.mobile],
        [COMPANY_ADDRESS, address],
      ]
    : [
        ['會員類型', '個人會員'],
        [NAME, info.name],
        [NATIONAL_ID, info.idNumber],
        [MOBILE_NUMBER, info.mobile],
        [MAILING_ADDRESS, address],
      ];
  rows.push(['加入日期', info.createdAt ? dateFormat.format(new Date(info.createdAt)) : '']);

  return (
    <dl className={cx(slot('dataList', 'root', LOOK), 'mb-details')}>
      {rows.map(([label, value]) => (
        <div key={label} className={cx(slot('dataList', 'item', LOOK), 'mb-detail')}>
          <dt className={cx(slot('dataList', 'itemLabel', LOOK), 'mb-detail-label')}>{label}</dt>
          <dd className={slot('dataList', 'itemValue', LOOK)}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
