import { grossKgOf, licenceCovers, licenceNeeded, LICENCE_LABELS, LICENCE_RULES } from './licence';

describe('the licence a test drive needs', () => {
  it('reads the gross weight from the family’s key figures', () => {
    expect(grossKgOf([{ label: '總重', value: '3.5 噸' }])).toBe(3500);
    expect(grossKgOf([{ label: '總重', value: '26 噸' }])).toBe(26000);
    expect(grossKgOf([{ label: '馬力', value: '420 hp' }])).toBeNull();
  });

  it('asks 小型車 up to 3.5 t, 大貨車 above, 聯結車 for a tractor', () => {
    expect(licenceNeeded({ grossKg: 3500, towsTrailer: false })).toBe('small');
    expect(licenceNeeded({ grossKg: 8500, towsTrailer: false })).toBe('truck');
    expect(licenceNeeded({ grossKg: null, towsTrailer: false })).toBe('truck');
    expect(licenceNeeded({ grossKg: null, towsTrailer: true })).toBe('combination');
    expect(LICENCE_LABELS.truck).toBe('大貨車駕照');
  });

  it('lets a higher class drive the lower ones (§61)', () => {
    expect(licenceCovers('combination', 'truck')).toBe(true);
    expect(licenceCovers('truck', 'small')).toBe(true);
    expect(licenceCovers('small', 'truck')).toBe(false);
    expect(licenceCovers('bus', 'combination')).toBe(false);
  });

  it('names its source and date', () => {
    expect(LICENCE_RULES.source).toMatch(/道路交通安全規則/);
    expect(LICENCE_RULES.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
