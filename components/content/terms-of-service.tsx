import { SiteLink as Link } from '@/components/layout/site-link';
import { NewTabHint } from '@/components/layout/new-tab-hint';
import { brand } from '@/lib/site/brand';
import { DEALER_CALLS_WITHIN_WORKING_DAYS } from '@/lib/constants';
import { REVIEW_PERIOD_DAYS } from '@/lib/sale/deposit-terms';
import { TERMS_REVISED } from '@/lib/content/revision-dates';
import { formatDate } from '@/lib/format/dates';
import { PAYMENT_TERMS } from '@/lib/sale/deposit-terms';
import { BUSINESS_TAX_RATE, CONTRACT_DEPOSIT_CAP } from '@/lib/sale/purchases';
import { PRIVACY_PATH } from '@/lib/urls/site.mjs';
import { cx } from '@/lib/theme/cx';
import { CONTACT_US, PRIVACY_POLICY } from '@/lib/words/pages';

/** 服務條款: what a member agrees to on registering; the pre-order follows the agreement it is sent with (lib/server/seed/agreement-data.ts). */
export function TermsOfService() {
  return (
    <div className={cx('sh-policy')}>
      <p className={cx('sh-lead')}>
        歡迎使用{brand.name}會員與購車網站（以下稱「本網站」）。本網站由{brand.legalName}
        （以下稱「本公司」）經營。您註冊成為會員或使用本網站之服務，即表示您已閱讀、瞭解並同意遵守本服務條款（以下稱「本條款」）；如您不同意，請勿註冊或使用本網站。
      </p>
      <p>
        修訂日期：<time dateTime={TERMS_REVISED}>{formatDate(TERMS_REVISED)}</time>
      </p>

      <h2>一、適用範圍</h2>
      <p>
        本條款適用於本網站提供之一切服務，包括瀏覽車系與價格、線上配置車輛、會員註冊與帳號管理、送出預購，以及查詢合約與交車進度。您的個人資料依本公司
        <Link href={PRIVACY_PATH}>{PRIVACY_POLICY}</Link>
        處理。送出預購時另適用當時顯示並經您同意之線上預購條款；簽約後依您與本公司或經銷商簽訂之汽車買賣契約。預購條款或買賣契約與本條款有不同約定者，依該約定。
      </p>

      <h2>二、會員資格與帳號</h2>
      <ul>
        <li>
          年滿十八歲之自然人，或依法設立之公司、行號及其他組織，得註冊為會員。企業會員應由有權代表或經授權之人辦理註冊，並以企業之名義使用本網站。
        </li>
        <li>
          註冊時您應提供真實、正確及完整之資料，資料變更時請於會員專區的「個人基本資料」更新。資料不實或冒用他人名義時，本公司得暫停或終止該帳號。
        </li>
        <li>帳號於您完成電子郵件驗證後啟用。一個電子郵件地址僅能註冊一個會員帳號。</li>
        <li>
          您應妥善保管密碼及兩步驟驗證之復原碼，不得出借、轉讓或與他人共用帳號。發現帳號遭他人使用時，請立即變更密碼並通知本公司；本公司將協助您停止該帳號之登入。
        </li>
        <li>您得隨時停止使用本網站，並向本公司請求終止會員資格；已送出之預購或已簽訂之契約，依其約定繼續處理。</li>
        <li>
          您不得以程式大量存取、試圖取得他人帳號、干擾本網站運作或其他違反法令之方式使用本網站。違反者，本公司得暫停或終止其帳號，並依法處理。
        </li>
      </ul>

      <h2>三、預購</h2>
      <ul>
        <li>預購是購車意向之登記。送出預購不代表買賣契約成立；買賣契約於您與本公司或經銷商簽訂正式汽車買賣契約時始成立。</li>
        <li>
          <strong>送出預購時不需付款</strong>，本網站不收取任何款項，亦不會要求您提供信用卡或帳戶資料。本公司將於收到預購後{' '}
          {DEALER_CALLS_WITHIN_WORKING_DAYS} 個工作天內，由業務人員與您聯繫，確認車輛規格、交車地點與付款方式。
        </li>
        <li>
          {PAYMENT_TERMS}訂金依法不超過總價之 {CONTRACT_DEPOSIT_CAP * 100}%。
        </li>
        <li>
          本網站所列價格均為新臺幣含 {BUSINESS_TAX_RATE * 100}%
          營業稅之建議售價，不含牌照稅、燃料費、保險及領牌規費。打造廠配件之價格以打造廠報價為準；實際價格與規格以正式契約所載為準，如與預購時有差異，將於簽約前告知您，您得決定是否簽約。
        </li>
        <li>車輛圖片與配色僅供參考，實際顏色與外觀可能因螢幕顯示而略有差異。</li>
      </ul>

      <h2>四、取消預購</h2>
      <ul>
        <li>於簽訂正式契約前，您得隨時通知本公司或與您聯繫之經銷商取消預購，無須說明理由，亦無須負擔任何費用。</li>
        <li>
          車型停產、您選擇之規格或配件無法供應，或本公司無法以您留存之聯絡方式與您取得聯繫時，本公司得取消預購，並以電子郵件通知您。因預購時並未收取任何款項，取消不生退款問題。
        </li>
        <li>簽訂正式契約後之解除或終止，依汽車買賣契約及相關法令辦理。</li>
      </ul>

      <h2>五、合約審閱期</h2>
      <p>
        依消費者保護法第 11 條之 1，本公司於簽約前提供正式契約全文，並給予至少 {REVIEW_PERIOD_DAYS}{' '}
        日之審閱期間，您得將契約攜回審閱或諮詢他人意見。審閱期間屆滿前，本公司及經銷商不會要求您簽約。未經合理審閱期間者，依同條規定，其條款不構成契約之內容，但您得主張該條款仍構成契約之內容。
      </p>

      <h2>六、智慧財產權</h2>
      <p>
        本網站之文字、圖片、標誌、車輛圖像與程式，其著作權及商標權屬本公司或授權人所有。除個人非營利之瀏覽與分享連結外，未經本公司書面同意，不得重製、改作或公開傳輸。
      </p>

      <h2>七、服務之變更與中斷</h2>
      <p>
        本公司得因系統維護、更新或其他必要情形，暫停本網站之全部或一部，並盡可能事先於本網站公告。遇天災、停電、電信中斷或其他不可抗力事由時，本網站可能未經通知而中斷；您已送出之預購及已簽訂之契約不因此受影響。
      </p>

      <h2>八、責任限制</h2>
      <ul>
        <li>
          本公司盡力確保本網站所載車輛規格、價格與資訊之正確。如有明顯錯誤，本公司將於簽約前告知並更正，您得選擇不簽約；依消費者保護法第 22
          條，本公司對消費者所負之義務不低於廣告之內容。
        </li>
        <li>因不可抗力或其他不可歸責於本公司之事由，致本網站中斷、資料傳輸遲延或錯誤，本公司不負賠償責任。</li>
        <li>因您未妥善保管密碼、將帳號交予他人使用或違反本條款所生之損害，由您自行負責；但本公司有故意或過失者，不在此限。</li>
        <li>本網站連往之其他網站，其內容與服務由各該網站負責。</li>
        <li>本條款之任何約定，均不排除本公司因故意或重大過失應負之責任，亦不限制您依消費者保護法或其他法令得主張之權利。</li>
      </ul>

      <h2>九、通知</h2>
      <p>本公司對會員之通知，以寄送至您於本網站登錄之電子郵件地址，或於本網站公告為之。請確保您的電子郵件地址可正常收信。</p>

      <h2>十、條款之修訂</h2>
      <p>
        本公司得因法令或服務內容變更而修訂本條款，修訂後將公布於本頁並更新修訂日期；如有重大變更，將以電子郵件或網站公告通知會員。您於修訂後繼續使用本網站，視為同意修訂後之條款；如不同意，得停止使用並請求終止會員資格。修訂前已送出之預購及已簽訂之契約，仍依原約定辦理。
      </p>

      <h2>十一、準據法與管轄法院</h2>
      <p>
        本條款之解釋與適用，以及因本條款所生之爭議，均以中華民國法律為準據法。因本條款涉訟時，以臺灣臺北地方法院為第一審管轄法院；但不排除消費者保護法第
        47 條、民事訴訟法第 436 條之 9 等法律所定之管轄法院。
      </p>

      <h2>十二、聯絡我們</h2>
      <p>如您對本條款有任何疑問，請與本公司聯繫：</p>
      <ul>
        <li>公司名稱：{brand.legalName}</li>
        <li>
          線上表單：
          <a href={brand.contactUrl} target="_blank" rel="noopener">
            {CONTACT_US}
            <NewTabHint />
          </a>
        </li>
      </ul>
    </div>
  );
}
