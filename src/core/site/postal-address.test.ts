import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ADDRESS, addressLines, addressText, readMapPin, readPostalAddress, streetLine } from './postal-address';
import { FieldReader } from './site-fields';

function readPin(raw: unknown) {
  const r = new FieldReader('pin');
  return { value: readMapPin(raw, r), errors: r.errors };
}

const chicago = { street: '2250 N Milwaukee Ave', locality: 'Chicago', region: 'IL', postalCode: '60647', country: 'US' };

describe('postal addresses', () => {
  it('shows the town line in the order of the site’s language', () => {
    expect(addressLines(chicago, 'EN')).toEqual(['2250 N Milwaukee Ave', 'Chicago, IL 60647, US']);
    expect(addressLines({ street: 'Av. Juárez 12\nCol. Centro', locality: 'Ciudad de México', region: 'CDMX', postalCode: '06000', country: '' }, 'ES')).toEqual([
      'Av. Juárez 12',
      'Col. Centro',
      '06000 Ciudad de México, CDMX',
    ]);
    expect(addressText({ ...NO_ADDRESS, locality: 'Chicago', region: 'IL' }, 'EN')).toBe('Chicago, IL');
  });

  it('still shows an old one-line address as it was typed', () => {
    const r = new FieldReader('address');
    const old = readPostalAddress('214 Main St\nSpringfield, IL 62701', r);
    expect(r.errors).toEqual({});
    expect(old).toEqual({ ...NO_ADDRESS, street: '214 Main St\nSpringfield, IL 62701' });
    for (const language of ['EN', 'ES'] as const) expect(addressLines(old, language)).toEqual(['214 Main St', 'Springfield, IL 62701']);
    expect(streetLine(old)).toBe('214 Main St, Springfield, IL 62701');
  });

  it('never shows an empty line, whatever parts are filled', () => {
    const part = fc.constantFrom('', 'A', 'B c');
    fc.assert(
      fc.property(fc.record({ street: part, locality: part, region: part, postalCode: part, country: part }), fc.constantFrom('EN' as const, 'ES' as const), (address, language) => {
        const lines = addressLines(address, language);
        expect(lines.every((line) => line.trim() !== '' && !line.startsWith(',') && !line.endsWith(','))).toBe(true);
        for (const value of Object.values(address)) if (value !== '') expect(lines.join(' ')).toContain(value);
      }),
    );
  });

  it('reads a map pin typed or stored as numbers, within the ranges of the globe', () => {
    expect(readPin({ latitude: ' 41.9212 ', longitude: '-87.6937' })).toEqual({ value: { latitude: 41.9212, longitude: -87.6937 }, errors: {} });
    expect(readPin({ latitude: 90, longitude: -180 })).toEqual({ value: { latitude: 90, longitude: -180 }, errors: {} });
    expect(readPin({ latitude: '', longitude: '' })).toEqual({ value: null, errors: {} });
    expect(readPin(undefined)).toEqual({ value: null, errors: {} });
    expect(readPin({ latitude: 90.000001, longitude: 180.5 }).errors).toEqual({ 'pin.latitude': 'invalid-latitude', 'pin.longitude': 'invalid-longitude' });
    expect(readPin({ latitude: '41,92', longitude: 'east' }).errors).toEqual({ 'pin.latitude': 'invalid-latitude', 'pin.longitude': 'invalid-longitude' });
    expect(readPin({ latitude: '41.9' })).toEqual({ value: null, errors: { 'pin.longitude': 'required' } });
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (latitude, longitude) => {
        const { value, errors } = readPin({ latitude, longitude });
        const inRange = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
        expect(value !== null).toBe(inRange);
        expect(Object.keys(errors).length === 0).toBe(inRange);
        if (value !== null) expect(Math.abs(value.latitude) <= 90 && Math.abs(value.longitude) <= 180).toBe(true);
      }),
    );
  });
});
