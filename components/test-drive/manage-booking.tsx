'use client';

import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api/client';
import { formatDateTime, taipeiClock } from '@/lib/format/dates';
import { TEST_DRIVE_STATUS_LABELS } from '@/lib/test-drive/booking-rules';
import { LICENCE_LABELS } from '@/lib/test-drive/licence';
import type { TestDriveSlots, TestDriveView } from '@/lib/schemas/test-drive';
import { cx } from '@/lib/theme/cx';
import { testDrivePath } from '@/lib/urls/site.mjs';
import { CalendarNote, SlotChoice, splitError, useDays } from './booking-form';

/** The link's token: the address's fragment. */
const tokenOfLink = () => window.location.hash.slice(1);

type Shown = { kind: 'loading' } | { kind: 'refused'; message: string } | { kind: 'booking'; drive: TestDriveView; note?: string };

/** The booking a mailed link opens: the token is the address's fragment, sent to the API in a body only. */
export function ManageBooking() {
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = tokenOfLink();
    const lookup: Promise<Shown> = token
      ? apiRequest({ call: 'POST /test-drive/booking/v1/lookup', body: { token } }).then((answer) =>
          answer.ok ? { kind: 'booking', drive: answer.data } : { kind: 'refused', message: splitError(answer.error).message },
        )
      : Promise.resolve({ kind: 'refused', message: '連結不完整，請從預約信件重新開啟。' });
    void lookup.then(setShown);
  }, []);

  if (shown.kind === 'loading') return <p role="status">讀取預約中…</p>;
  if (shown.kind === 'refused')
    return (
      <div className={cx('td-alert')} role="alert">
        <p>{shown.message}</p>
        <p>
          <a className={cx('sh-more-link')} href={testDrivePath()}>
            重新預約試乘
          </a>
        </p>
      </div>
    );

  const { drive, note } = shown;
  // Every action uses the link up: what follows comes with the next mail.
  async function act(call: 'confirm' | 'cancel', done: string) {
    setBusy(true);
    const answer = await apiRequest({ call: `POST /test-drive/booking/v1/${call}`, body: { token: tokenOfLink() } });
    setBusy(false);
    setShown(
      answer.ok ? { kind: 'booking', drive: answer.data, note: done } : { kind: 'refused', message: splitError(answer.error).message },
    );
  }
  const open = !note && (drive.status === 'booked' || drive.status === 'confirmed');

  return (
    <section aria-labelledby="td-booking-title">
      <h2 id="td-booking-title" className={cx('sh-h2')}>
        預約編號 {drive.number}
      </h2>
      {note && (
        <p className={cx('td-done')} role="status">
          {note}
        </p>
      )}
      <dl className={cx('td-facts')}>
        <dt>狀態</dt>
        <dd>{TEST_DRIVE_STATUS_LABELS[drive.status]}</dd>
        <dt>時間</dt>
        <dd>
          {formatDateTime(drive.start)}–{taipeiClock(drive.end)}
        </dd>
        <dt>車系</dt>
        <dd>
          {drive.family.name}
          {drive.vehicle ? `（${drive.vehicle}）` : ''}
        </dd>
        <dt>據點</dt>
        <dd>
          {drive.point.name}，{drive.point.address}，電話 {drive.point.phone}
        </dd>
        <dt>姓名</dt>
        <dd>{drive.name}</dd>
        <dt>駕照</dt>
        <dd>{LICENCE_LABELS[drive.licence]}</dd>
      </dl>
      {!note && drive.status === 'pending' && (
        <div className={cx('td-form')}>
          <button
            className={cx('td-submit')}
            type="button"
            disabled={busy}
            onClick={() => void act('confirm', '預約已確認，確認信與行事曆檔案已寄出。')}
          >
            確認預約
          </button>
          <button className={cx('td-secondary')} type="button" disabled={busy} onClick={() => void act('cancel', '預約已取消。')}>
            取消這筆預約
          </button>
        </div>
      )}
      {open && <Reschedule drive={drive} onDone={(next) => setShown(next)} />}
      {open && (
        <div className={cx('td-form')}>
          <button
            className={cx('td-secondary')}
            type="button"
            disabled={busy}
            onClick={() => void act('cancel', '試乘預約已取消，取消通知已寄出。')}
          >
            取消試乘
          </button>
        </div>
      )}
    </section>
  );
}

/** Another slot of the same point and family. */
function Reschedule({ drive, onDone }: { drive: TestDriveView; onDone: (shown: Shown) => void }) {
  const [slots, setSlots] = useState<TestDriveSlots['slots'] | null>(null);
  const [calendarNote, setCalendarNote] = useState<string | null>(null);
  const days = useDays(slots ?? []);
  const [day, setDay] = useState('');
  const [start, setStart] = useState('');
  const [error, setError] = useState('');

  async function load() {
    const answer = await apiRequest({ call: 'GET /test-drive/slot/v1', query: { point: drive.point.slug, family: drive.family.id } });
    if (answer.ok) {
      setSlots(answer.data.slots);
      setCalendarNote(answer.data.calendarNote);
      setDay(answer.data.slots[0]?.day ?? '');
    } else setError(splitError(answer.error).message);
  }

  async function move() {
    if (!start) {
      setError('請選擇新的試乘時段');
      return;
    }
    const answer = await apiRequest({ call: 'POST /test-drive/booking/v1/reschedule', body: { token: tokenOfLink(), start } });
    if (answer.ok) onDone({ kind: 'booking', drive: answer.data, note: '已改到新的時段，新的確認信與行事曆檔案已寄出。' });
    else setError(splitError(answer.error).fields.start ?? splitError(answer.error).message);
  }

  if (!slots)
    return (
      <div className={cx('td-form')}>
        {error && (
          <p className={cx('td-alert')} role="alert">
            {error}
          </p>
        )}
        <button className={cx('td-secondary')} type="button" onClick={() => void load()}>
          改期
        </button>
      </div>
    );
  return (
    <div className={cx('td-form')}>
      {error && (
        <p className={cx('td-alert')} role="alert">
          {error}
        </p>
      )}
      <label className={cx('td-field')}>
        新的日期
        <select
          className={cx('td-input')}
          value={day}
          aria-describedby={calendarNote ? 'td-calendar-note' : undefined}
          onChange={(event) => setDay(event.target.value)}
        >
          {days.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <CalendarNote note={calendarNote} />
      <SlotChoice slots={slots} day={day} chosen={start} onChoose={setStart} />
      <button className={cx('td-submit')} type="button" onClick={() => void move()}>
        改到這個時段
      </button>
    </div>
  );
}
