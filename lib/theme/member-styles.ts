import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { cardPanel } from './layout-styles';

/** Classes of /member/info (details, password, e-mail, two-factor, devices, notices), in Chakra's style language; compiled into the stylesheet (lib/theme/style-classes.ts). */
export const memberStyles = {
  // 正在確認登入狀態… and 正在載入會員資料… below the page's lead; the greeting on 購車管理.
  'mb-waiting': { mt: '6' },
  'mb-greeting': { mt: '4' },
  // The column of the page's cards.
  'mb-view': { mt: '8', maxW: '3xl' },
  // One card: 會員資料, 電子郵件, 購車通知信, 兩步驟驗證, 登入中的裝置.
  'mb-card': cardPanel,
  // A card's heading row (heading and its buttons) above its content; 兩步驟驗證's sits closer to its status.
  'mb-card-head': { mb: '4' },
  'mb-card-head-tight': { mb: '2' },
  // A heading with a line of text right below it (購車通知信, 電子郵件（登入帳號）).
  'mb-card-title': { mb: '1' },
  // The words under a card's heading, before its content.
  'mb-card-lead': { mb: '4' },
  // 會員資料 as a description list: the labels in one column, each row wrapping on a narrow screen.
  'mb-details': { gap: '3' },
  'mb-detail': { flexWrap: 'wrap' },
  'mb-detail-label': { minW: '28' },
  // 編輯會員資料: the name and phone fields, two to a row from sm.
  'mb-edit-grid': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '4',
  },
  // 登入中的裝置: the list, and each device with a rule above it.
  'mb-sessions': { listStyleType: 'none', m: '0', p: '0' },
  'mb-session': { borderTopWidth: '1px', borderColor: 'gray.100', pt: '3' },
  'mb-session-about': { minW: '0' },
  // The ten recovery codes in a box, two columns on a phone and five from md.
  'mb-codes-box': { borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'md', p: '4', bg: 'gray.50' },
  'mb-codes': {
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
    gap: '2',
    listStyleType: 'none',
    m: '0',
    p: '0',
  },
  'mb-code': { fontFamily: 'mono', fontSize: 'md' },
  // The authenticator's QR code (an SVG drawn on the server), 200 px square with a thin frame.
  'mb-qr': {
    w: '200px',
    h: '200px',
    borderWidth: '1px',
    borderColor: 'gray.200',
    '& svg': { width: '100%', height: '100%' },
  },
  // The TOTP secret as text: Chakra's Code (subtle, gray) at the body size, breaking anywhere.
  'mb-secret': {
    display: 'inline-flex',
    alignItems: 'center',
    fontFamily: 'mono',
    borderRadius: 'l2',
    bg: 'gray.subtle',
    color: 'gray.fg',
    minH: '5',
    textStyle: 'xs',
    fontSize: 'md',
    p: '2',
    alignSelf: 'flex-start',
    wordBreak: 'break-all',
  },
  // The 6-digit code's field, narrower than the form.
  'mb-code-field': { maxW: 'xs' },
} satisfies Record<`mb-${string}`, SystemStyleObject>;
