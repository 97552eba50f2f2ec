'use client';

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { apiRequest } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/types';
import { WEEKDAY_NAMES } from '@/lib/dealers/points';
import { weekdayOf } from '@/lib/format/dates';
import { HOLD_MINUTES } from '@/lib/test-drive/booking-rules';
import { LICENCE_CLASSES, LICENCE_LABELS, type LicenceClass } from '@/lib/test-drive/licence';
import type { TestDriveSlots } from '@/lib/schemas/test-drive';
import { cx } from '@/lib/theme/cx';
import { storedMemberToken } from '@/store/session/persisted-login';

const dayLabel = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}（${WEEKDAY_NAMES[weekdayOf(day)].slice(2)}）`;

/** The slots of one day to choose from; a full one shows but cannot be chosen. */
export function SlotChoice({
  slots,
  day,
  chosen,
  onChoose,
}: {
  slots: TestDriveSlots['slots'];
  day: string;
  chosen: string;
  onChoose: (start: string) => void;
}) {
  const ofDay = slots.filter((slot) => slot.day === day);
  return (
    <fieldset className={cx('td-slots')}>
      <legend className={cx('td-field')}>時段（每段 1 小時）</legend>
      {ofDay.map((slot) => (
        <label key={slot.start} className={cx('td-slot')}>
          <input
            type="radio"
            name="start"
            value={slot.start}
            disabled={slot.left === 0}
            checked={chosen === slot.start}
            onChange={() => onChoose(slot.start)}
          />
          {slot.time}
          {slot.left === 0 ? '（額滿）' : ''}
        </label>
      ))}
    </fieldset>
  );
}

/** What the office calendar says of the days offered (a year derived from the law, days not yet known), if anything. */
export function CalendarNote({ note }: { note: string | null }) {
  return note ? (
    <p id="td-calendar-note" className={cx('td-hint')}>
      {note}
    </p>
  ) : null;
}

/** The days with at least one slot, as a select's options. */
export function useDays(slots: TestDriveSlots['slots']) {
  return useMemo(() => [...new Set(slots.map((slot) => slot.day))], [slots]);
}

type Fields = 'start' | 'name' | 'mobile' | 'email' | 'licence';

/** What the server said of each field, and the rest as one message. */
export function splitError(error: ApiError): { fields: Partial<Record<string, string>>; message: string } {
  const fields: Partial<Record<string, string>> = {};
  for (const { path, message } of error.data?.errors ?? []) fields[path] ??= message;
  const placed = Object.keys(fields).length > 0;
  return {
    fields,
    message: placed ? '請修正標示的欄位。' : `${error.message}${error.code.startsWith('T') ? `（代碼 ${error.code}）` : ''}`,
  };
}

/** 預約試乘's form: a day and a slot of the chosen point and family, and who comes with which licence. */
export function BookingForm({ data, vehicle }: { data: TestDriveSlots; vehicle?: string }) {
  const days = useDays(data.slots);
  const [day, setDay] = useState(days[0] ?? '');
  const [start, setStart] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ number: string; email: string } | null>(null);
  // A signed-in member's details, filled in once they come (the visitor may still change them).
  const [member, setMember] = useState<{ name: string; mobile: string; email: string } | null>(null);
  useEffect(() => {
    const token = storedMemberToken();
    if (!token) return;
    void apiRequest({ call: 'GET /member/member/v1', token }).then((answer) => {
      if (answer.ok) setMember({ name: answer.data.name, mobile: answer.data.mobile, email: answer.data.email });
    });
  }, []);

  if (done)
    return (
      <p className={cx('td-done')} role="status">
        預約已送出（編號 {done.number}）。確認信已寄到 {done.email}，請在 {HOLD_MINUTES} 分鐘內點選信中的連結完成預約，逾時會自動釋出時段。
      </p>
    );
  if (days.length === 0)
    return (
      <>
        <p className={cx('td-alert')}>這個據點近期沒有可預約的時段，請選擇其他據點或來電洽詢。</p>
        <CalendarNote note={data.calendarNote} />
      </>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: Fields) => String(form.get(name) ?? '');
    if (!start) {
      setErrors({ start: '請選擇試乘時段' });
      return;
    }
    setBusy(true);
    setAlert('');
    const answer = await apiRequest({
      call: 'POST /test-drive/booking/v1',
      token: storedMemberToken() || undefined,
      body: {
        point: data.point.slug,
        family: data.family.id,
        ...(vehicle ? { vehicle } : {}),
        start,
        name: text('name'),
        mobile: text('mobile'),
        email: text('email'),
        licence: text('licence') as LicenceClass,
      },
    });
    setBusy(false);
    if (answer.ok) {
      setDone({ number: answer.data.number, email: answer.data.email });
      return;
    }
    const { fields, message } = splitError(answer.error);
    setErrors(fields);
    setAlert(message);
  }

  const error = (name: Fields) =>
    errors[name] ? (
      <span id={`td-${name}-error`} className={cx('td-error')}>
        {errors[name]}
      </span>
    ) : null;
  const described = (name: Fields) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `td-${name}-error` } : {});

  return (
    <form key={member ? 'member' : 'visitor'} className={cx('td-form')} onSubmit={submit} noValidate aria-label="預約試乘">
      {alert && (
        <p className={cx('td-alert')} role="alert">
          {alert}
        </p>
      )}
      <label className={cx('td-field')}>
        日期
        <select
          className={cx('td-input')}
          value={day}
          aria-describedby={data.calendarNote ? 'td-calendar-note' : undefined}
          onChange={(event) => {
            setDay(event.target.value);
            setStart('');
          }}
        >
          {days.map((option) => (
            <option key={option} value={option}>
              {dayLabel(option)}
            </option>
          ))}
        </select>
      </label>
      <CalendarNote note={data.calendarNote} />
      <SlotChoice slots={data.slots} day={day} chosen={start} onChoose={setStart} />
      {error('start')}
      <div className={cx('td-row')}>
        <label className={cx('td-field')}>
          姓名
          <input
            className={cx('td-input')}
            name="name"
            autoComplete="name"
            required
            maxLength={50}
            defaultValue={member?.name}
            {...described('name')}
          />
          {error('name')}
        </label>
        <label className={cx('td-field')}>
          手機
          <input
            className={cx('td-input')}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="0912345678"
            required
            defaultValue={member?.mobile}
            {...described('mobile')}
          />
          {error('mobile')}
        </label>
        <label className={cx('td-field')}>
          電子郵件（確認信寄到這裡）
          <input
            className={cx('td-input')}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={member?.email}
            {...described('email')}
          />
          {error('email')}
        </label>
        <label className={cx('td-field')}>
          您持有的駕照
          <select className={cx('td-input')} name="licence" defaultValue={data.family.licence} {...described('licence')}>
            {LICENCE_CLASSES.map((licence) => (
              <option key={licence} value={licence}>
                {LICENCE_LABELS[licence]}
              </option>
            ))}
          </select>
          <span className={cx('td-hint')}>
            {data.family.name}
            {data.family.licenceNote}（道路交通安全規則第 61 條）。
          </span>
          {error('licence')}
        </label>
      </div>
      <button className={cx('td-submit')} type="submit" disabled={busy}>
        {busy ? '送出中…' : '送出預約'}
      </button>
    </form>
  );
}
