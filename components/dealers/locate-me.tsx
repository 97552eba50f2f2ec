'use client';

import { useState } from 'react';
import { atParam } from '@/lib/dealers/visitor-place';
import { cx } from '@/lib/theme/cx';
import { DEALERS_PATH } from '@/lib/urls/site.mjs';

const DENIED = '您沒有允許本網站取得位置；可以在「我在」選擇所在的鄉鎮市區。';
const UNAVAILABLE = '暫時無法取得您的位置；請稍後再試，或在「我在」選擇所在的鄉鎮市區。';

/**
 * 用我的位置排序: asks the browser for the visitor's location (only when pressed) and opens the list sorted
 * by distance from it, the other filters kept. Without script or permission the town select does the same.
 */
export function LocateMe() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  function locate() {
    if (!('geolocation' in navigator)) {
      setMessage(UNAVAILABLE);
      return;
    }
    setBusy(true);
    setMessage('');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const params = new URLSearchParams(window.location.search);
        params.delete('near');
        params.set('at', atParam({ lat: coords.latitude, lon: coords.longitude }));
        window.location.assign(`${DEALERS_PATH}?${params}`);
      },
      (error) => {
        setBusy(false);
        setMessage(error.code === error.PERMISSION_DENIED ? DENIED : UNAVAILABLE);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }
  return (
    <div className={cx('dl-locate')}>
      <button type="button" className={cx('dl-locate-button')} onClick={locate} disabled={busy} aria-describedby="locate-note">
        {busy ? '正在取得位置…' : '用我目前的位置排序'}
      </button>
      <p id="locate-note" className={cx('dl-locate-note')}>
        位置只取到約 1 公里，僅用來排序據點。
      </p>
      <p className={cx('dl-locate-note')} role="status">
        {message}
      </p>
    </div>
  );
}
