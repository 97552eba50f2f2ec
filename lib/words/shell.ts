// The words of the site's frame (header, login drawer, error pages): on every page, so kept apart from
// the buttons of the forms (lib/words/actions.ts); a module reaches a page whole.

export const SIGNING_OUT = '登出中…';
export const SIGN_IN = '登入';
export const SIGN_OUT = '登出';
export const RELOAD = '重新載入';
