import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapsHref, NO_CONTACT, publishedContact, readContactEssentials, telHref, whatsappChatHref } from './contact-essentials';
import { NO_ADDRESS } from './postal-address';
import { FieldReader } from './site-fields';

function read(raw: unknown) {
  const r = new FieldReader();
  return { value: readContactEssentials(raw, r), errors: r.errors };
}

describe('contact essentials', () => {
  it('reads what the member typed and turned on, and nothing else', () => {
    expect(read({ address: { street: ' 12 Main St ', locality: 'Springfield', region: 'IL', postalCode: '62701', country: 'US', extra: 'x' }, showAddress: true, phone: '+1 (312) 555-0100', showPhone: 'yes', extra: 'x' })).toEqual({
      value: { ...NO_CONTACT, address: { street: '12 Main St', locality: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' }, showAddress: true, phone: '+1 (312) 555-0100' },
      errors: {},
    });
    // An address kept as one block of text before it had parts is read as its street.
    expect(read({ address: ' 12 Main St \n Springfield ', showAddress: true })).toEqual({
      value: { ...NO_CONTACT, address: { ...NO_ADDRESS, street: '12 Main St \n Springfield' }, showAddress: true },
      errors: {},
    });
    expect(read({ category: 'Bakery', pin: { latitude: '41.92123456', longitude: -87.6937 } }).value).toMatchObject({ category: 'Bakery', pin: { latitude: 41.921235, longitude: -87.6937 } });
    expect(read(undefined)).toEqual({ value: NO_CONTACT, errors: {} });
    expect(read('12 Main St').errors).toEqual({ '': 'invalid' });
  });

  it('says which item is wrong: a phone with letters, a bad e-mail, an item on with nothing in it', () => {
    expect(read({ phone: 'call me', email: 'sol@', showAddress: true }).errors).toEqual({ phone: 'invalid-phone', email: 'invalid-email', 'address.street': 'required' });
    expect(read({ address: 'x'.repeat(201) }).errors).toEqual({ 'address.street': 'too-long' });
    expect(read({ address: { locality: 'x'.repeat(101), postalCode: '1'.repeat(21) } }).errors).toEqual({ 'address.locality': 'too-long', 'address.postalCode': 'too-long' });
    // A country alone finds no door: a street or a town is asked for.
    expect(read({ address: { country: 'US' }, showAddress: true }).errors).toEqual({ 'address.street': 'required' });
    expect(read({ address: { locality: 'Springfield' }, showAddress: true }).errors).toEqual({});
    expect(read({ category: 'Spaceport' }).errors).toEqual({ category: 'invalid' });
    expect(read({ phone: '+1 312 555 0100', showPhone: true, email: 'hola@sol.mx', showEmail: true }).errors).toEqual({});
  });

  it('never publishes an item that is off, whatever was stored', () => {
    const part = fc.constantFrom('', 'Main St', 'Springfield');
    const contact = fc.record({
      address: fc.record({ street: part, locality: part, region: part, postalCode: part, country: part }),
      showAddress: fc.boolean(),
      pin: fc.constantFrom(null, { latitude: 41.9, longitude: -87.7 }),
      category: fc.constantFrom('' as const, 'Bakery' as const),
      phone: fc.string(),
      showPhone: fc.boolean(),
      email: fc.string(),
      showEmail: fc.boolean(),
      whatsappButton: fc.boolean(),
    });
    fc.assert(
      fc.property(contact, (c) => {
        const shown = publishedContact(c);
        if (!c.showAddress) expect(shown.address).toEqual(NO_ADDRESS);
        if (!c.showAddress) expect(shown.pin).toBeNull();
        if (!c.showPhone) expect(shown.phone).toBe('');
        if (!c.showEmail) expect(shown.email).toBe('');
        // What is shown is what was stored; shown means there is something to show.
        expect(shown.showPhone).toBe(c.showPhone && c.phone !== '');
        if (shown.showPhone) expect(shown.phone).toBe(c.phone);
        expect(shown.showAddress).toBe(c.showAddress && (c.address.street !== '' || c.address.locality !== ''));
      }),
    );
  });

  it('links a phone for dialling, an address for maps and a WhatsApp number with a greeting', () => {
    expect(telHref('+52 (55) 1234-5678')).toBe('tel:+525512345678');
    expect(telHref('312 555 0100')).toBe('tel:3125550100');
    expect(mapsHref('Av. Juárez 12\nCentro, CDMX')).toBe('https://www.google.com/maps/search/?api=1&query=Av.%20Ju%C3%A1rez%2012%2C%20Centro%2C%20CDMX');
    expect(whatsappChatHref('https://wa.me/5215512345678', '¡Hola Sol!')).toBe('https://wa.me/5215512345678?text=%C2%A1Hola%20Sol!');
    expect(whatsappChatHref('https://api.whatsapp.com/send?phone=+15550102030', 'Hi & bye')).toBe('https://wa.me/15550102030?text=Hi%20%26%20bye');
    // A catalogue or short link cannot carry a greeting: it opens as it is.
    expect(whatsappChatHref('https://wa.me/message/ABCDEF', 'Hi')).toBe('https://wa.me/message/ABCDEF');
    expect(whatsappChatHref('https://wa.me/c/15550102030', 'Hi')).toBe('https://wa.me/c/15550102030');
  });
});
