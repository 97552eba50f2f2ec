import { seedFamily } from '@/lib/testing/seed-family';
import { decodeSelection, encodeSelection } from './share';

const family = seedFamily();

const selection = {
  vehicleUuid: family.vehicles[3].uuid,
  colorUuid: family.colors[1].uuid,
  colorMaterialUuid: family.colors[1].materials[0].uuid,
  originPartUuids: [family.carParts[0].uuid, family.carParts[2].uuid],
  localPartUuids: [family.localCarParts[1].uuid],
  quantity: 3,
};

describe('share links', () => {
  it('carry a configuration to another device unchanged, in a text safe for a URL', () => {
    const text = encodeSelection(selection);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSelection(text, family)).toEqual(selection);
  });

  it('leave out what the catalog no longer has, and keep the quantity within the family limit', () => {
    const text = encodeSelection({
      ...selection,
      vehicleUuid: 'withdrawn',
      localPartUuids: ['gone', family.localCarParts[1].uuid],
      quantity: 99,
    });
    expect(decodeSelection(text, family)).toEqual({
      ...selection,
      vehicleUuid: null,
      localPartUuids: [family.localCarParts[1].uuid],
      quantity: family.maxQuantity,
    });
  });

  it('are ignored when the text is not one', () => {
    expect(decodeSelection('not base64!', family)).toBeNull();
    expect(decodeSelection(btoa('"text"'), family)).toBeNull();
  });
});
