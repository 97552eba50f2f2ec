/** A date as Taiwan reads it, e.g. 2026/11/22, in Taipei's time zone. */
export const formatDate = (value: string | Date) => new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
