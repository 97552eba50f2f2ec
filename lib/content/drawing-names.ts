// What the console calls each drawing an editor may choose (a news cover, an issue's cover, a family's
// picture): what it shows, never its file name.
export const DRAWING_NAMES: Record<string, string> = {
  '/images/news/news.svg': '一般消息',
  '/images/news/launch.svg': '新車發表',
  '/images/news/event.svg': '活動',
  '/images/news/service.svg': '服務公告',
  '/images/news/company.svg': '企業消息',
  '/images/news/electric.svg': '電動車',
  '/images/magazine/issue.svg': '雜誌封面',
  '/images/families/light-35.svg': '輕型貨車',
  '/images/families/medium-85.svg': '中型貨車',
  '/images/families/heavy-6x4.svg': '重型貨車',
  '/images/families/tractor.svg': '曳引車',
};
