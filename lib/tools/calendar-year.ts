// npm run calendar:year -- 2027   adds (or renews) a provisional year in lib/calendar/tw-office-calendar.json
// npm run calendar:year -- check  checks each provisional year against the rule, and the rule against each
//                                 official year since the 2025 amendment (docs/office-calendar.md)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { taipeiToday } from '../format/dates';
import { differences, FIRST_YEAR_OF_THE_RULE, derivedYear, withProvisionalYear, type CalendarFile } from './office-calendar-year';

const FILE = join(import.meta.dirname, '..', 'calendar', 'tw-office-calendar.json');

const read = (): CalendarFile => JSON.parse(readFileSync(FILE, 'utf8')) as CalendarFile;

function main(argument: string | undefined) {
  const file = read();
  if (argument === 'check') {
    let failed = false;
    for (const { year, status } of file.years.filter((entry) => entry.year >= FIRST_YEAR_OF_THE_RULE)) {
      const found = differences(file, year);
      console.log(`${year} (${status}): ${found.length ? `differs from the rule\n  ${found.join('\n  ')}` : 'as the rule makes it'}`);
      failed ||= found.length > 0;
    }
    process.exitCode = failed ? 1 : 0;
    return;
  }
  const year = Number(argument);
  if (!Number.isInteger(year)) throw new Error('usage: npm run calendar:year -- <year> | check');
  writeFileSync(FILE, `${JSON.stringify(withProvisionalYear(file, year, taipeiToday()), null, 2)}\n`);
  console.log(`${year}: ${derivedYear(year).length} rows written as provisional to ${FILE}`);
}

main(process.argv[2]);
