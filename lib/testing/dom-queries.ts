// For tests: the facts and amounts of the purchase pages, read as a person reads them.

/** The value beside a label of a description list (dt → dd) within `scope`. */
export const factOf = (scope: HTMLElement, label: string) => {
  const term = [...scope.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no fact ${label}`);
  return term.nextElementSibling as HTMLElement;
};

/** The amount in the row of a table headed `label` within `scope`. */
export const amountOf = (scope: HTMLElement, label: string) => {
  const header = [...scope.querySelectorAll('th[scope="row"]')].find((th) => th.textContent === label);
  if (!header) throw new Error(`no row ${label}`);
  return (header.nextElementSibling as HTMLElement).textContent;
};
