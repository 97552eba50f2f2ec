import * as z from './z';

// Zod's own messages are English; every schema of the portal answers in Traditional Chinese.
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined ? '此欄位為必填' : '資料型別不正確';
      case 'too_small':
        return issue.origin === 'string' ? `至少需要 ${issue.minimum} 個字` : `不可小於 ${issue.minimum}`;
      case 'too_big':
        return issue.origin === 'string'
          ? `不可超過 ${issue.maximum} 個字`
          : issue.origin === 'array'
            ? `最多 ${issue.maximum} 項`
            : `不可大於 ${issue.maximum}`;
      case 'unrecognized_keys':
        return `不接受的欄位：${issue.keys.join('、')}`;
      case 'invalid_value':
      case 'invalid_union':
        return '內容不在允許的範圍內';
      default:
        return '格式不正確';
    }
  },
});

export { z };
