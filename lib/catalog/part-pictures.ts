// The drawings of parts in public/images/parts: the seed's parts and those headquarters adds (issue 20) take theirs
// by what their name says they are.

const PART_PICTURES: Array<[RegExp, string]> = [
  [/冷凍/, 'reefer'],
  [/平斗|車斗/, 'flatbed'],
  [/箱型|翼開/, 'box'],
  [/尾門/, 'tail-lift'],
  [/吊桿/, 'crane'],
  [/緩速器/, 'retarder'],
  [/第五輪|剎車氣管/, 'fifth-wheel'],
  [/顯影|影像|警示|偵測|巡航/, 'safety'],
  [/空調|氣墊椅/, 'comfort'],
];

export const partPicture = (name: string) =>
  `/images/parts/${PART_PICTURES.find(([pattern]) => pattern.test(name))?.[1] ?? 'body-trim'}.svg`;
