import { screen } from '@testing-library/react';
import { setupApiServer } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import type { TestDriveSlots } from '@/lib/schemas/test-drive';
import { bookingCalendarNote, slotsAhead } from '@/lib/test-drive/slots';
import type { WeeklyHours } from '@/lib/dealers/points';
import { BookingForm } from './booking-form';

setupApiServer();

const weekdays: WeeklyHours = [
  [],
  [['09:00', '12:00']],
  [['09:00', '12:00']],
  [['09:00', '12:00']],
  [['09:00', '12:00']],
  [['09:00', '12:00']],
  [],
];

/** The slots answer as the server gives it at `now`. */
const answerAt = (now: Date): TestDriveSlots => ({
  point: { slug: 'tainan-annan', name: '泰嵐汽車 臺南營業所', address: '臺南市安南區', phone: '06-0000000' },
  family: { id: '0b5f7a2e-3c1d-4e8f-9a6b-2d4c6e8f0a1b', name: '泰嵐 TM 85 中型貨車', licence: 'truck', licenceNote: '需持大貨車駕照' },
  slots: slotsAhead(weekdays, false, now).map((slot) => ({ ...slot, left: 1 })),
  calendarNote: bookingCalendarNote(now),
});

describe('預約試乘’s days and the office calendar', () => {
  it('offers January 2027 from late December, saying its holidays are derived from the law, beside the day', () => {
    renderWithProviders(<BookingForm data={answerAt(new Date('2026-12-20T00:00:00Z'))} />);
    const day = screen.getByRole('combobox', { name: '日期' });
    expect(screen.getByRole('option', { name: '1/4（一）' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '1/1（五）' })).toBeNull(); // 開國紀念日
    expect(day).toHaveAccessibleDescription('116 年國定假日依法推算，以行政院公告為準。');
  });

  it('says nothing of the calendar while every day offered is on an official year', () => {
    renderWithProviders(<BookingForm data={answerAt(new Date('2026-11-29T00:00:00Z'))} />);
    expect(screen.getByRole('combobox', { name: '日期' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/依法推算/)).toBeNull();
  });

  it('says from which day nothing is known yet, where the days run past the calendar', () => {
    renderWithProviders(<BookingForm data={answerAt(new Date('2027-12-20T00:00:00Z'))} />);
    expect(screen.getByText(/2028\/01\/01 起的國定假日尚未公告，暫不開放預約/)).toBeInTheDocument();
    expect(screen.getAllByRole('option').every((option) => !option.textContent!.startsWith('1/'))).toBe(true);
  });
});
