// The words of the staff console's news and magazine editors and of their forms' messages (one owner).

export const TITLE = '標題';
export const NO_TITLE = '（標題）';
export const SUMMARY = '摘要';
export const SLUG = '網址代稱';
export const SLUG_PREVIEW = '網址會是';
export const PUBLISH_TIME = '發布時間';
export const CATEGORY = '分類';
export const ISSUE_NUMBER = '期數';
export const MAGAZINE_ISSUE = '雜誌期別';
export const COVER_PICTURE = '封面圖';
export const COVER_ALT = '封面圖替代文字';
export const ARTICLE = '文章';
export const AUTHOR = '作者';
export const BODY = '內文';
export const NEW_ISSUE = '新增一期';
export const NEW_NEWS = '新增消息';
export const NEW_ARTICLE = '新增文章';
export const EDIT_ARTICLE = '編輯文章';
export const EDIT_NEWS = '編輯消息';
export const LAST_CHANGED = '上次修改';
export const SAVED = '已儲存';
export const PUBLISH = '發布';

export const MISSING_VERSION = '缺少資料版本，請重新載入頁面';
export const TITLE_TOO_LONG = '標題不可超過 80 個字';
export const BODY_TOO_LONG = '內文不可超過 20,000 個字';
export const SEO_TITLE_TOO_LONG = '搜尋結果標題不可超過 60 個字';
export const SEO_DESCRIPTION_TOO_LONG = '搜尋結果說明不可超過 160 個字';
export const SUMMARY_REQUIRED = '請寫摘要（至少 10 個字）';
export const BODY_REQUIRED = '請輸入內文';
export const TITLE_REQUIRED = '請輸入標題（至少 2 個字）';
export const COVER_REQUIRED = '請選擇封面圖';
export const PUBLISH_TIME_INVALID = '請選擇正確的發布時間';

/** The note over an editor whose unsaved input came back from this tab's storage; button: the word to press. */
export const restoredDraftNote = (button: string) => `已還原您上次在這個分頁尚未儲存的內容；確認後請按「${button}」。`;
