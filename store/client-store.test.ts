import { getClientStore, startPersistence } from './client-store';
import { quantitySet } from './slices/vehicle-order-slice';

const storedQuantity = () => JSON.parse(JSON.parse(window.localStorage.getItem('persist:vehicleOrder') ?? '{}').quantity ?? 'null');

describe('the browser store', () => {
  it('writes a change still pending when the page is left, so the next page restores it', async () => {
    await startPersistence();
    getClientStore().dispatch(quantitySet(3));
    // redux-persist writes a tick later; a reload or a typed address may come first.
    window.dispatchEvent(new Event('pagehide'));
    expect(storedQuantity()).toBe(3);
  });
});
