// The words of the staff console's news and magazine editors (one owner). Their forms' messages stand
// beside the limits they name, in lib/schemas/editor-fields.ts.

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

/** The note over an editor whose unsaved input came back from this tab's storage; button: the word to press. */
export const restoredDraftNote = (button: string) => `已還原您上次在這個分頁尚未儲存的內容；確認後請按「${button}」。`;
