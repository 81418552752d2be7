import type { Currency } from '../site-limits';
import { CURRENCIES, SITE_LIMITS } from '../site-limits';
import type { FieldReader } from '../site-fields';
import type { EditorField, RawSection } from './section-definition';

/** Products and services: the same shape, each its own section with its own limit and labels. */

export interface Offering {
  readonly name: string;
  readonly description: string;
  /** null: no price shown (price on request). */
  readonly price: number | null;
  readonly currency: Currency;
  readonly image: string;
}
export interface OfferingsSection {
  readonly items: readonly Offering[];
}

function readPrice(raw: unknown, r: FieldReader): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const ok = typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 && raw <= SITE_LIMITS.maxPrice && Math.round(raw * 100) === raw * 100;
  if (!ok) {
    r.fail('price', 'invalid-price');
    return null;
  }
  return raw;
}

export function readOfferings(raw: RawSection, r: FieldReader, max: number): OfferingsSection {
  return {
    items: r.items(raw.items, 'items', max, (item, ir) => {
      let currency: Currency = 'USD';
      if ((CURRENCIES as readonly unknown[]).includes(item.currency)) currency = item.currency as Currency;
      else if (item.currency !== undefined) ir.fail('currency', 'invalid-currency');
      return {
        name: ir.line(item.name, 'name', SITE_LIMITS.shortText, true),
        description: ir.paragraph(item.description, 'description', SITE_LIMITS.description),
        price: readPrice(item.price, ir),
        currency,
        image: ir.image(item.image, 'image'),
      };
    }),
  };
}

export function offeringsFields(max: number, itemLabel: string, addLabel: string): readonly EditorField[] {
  return [
    {
      kind: 'list',
      key: 'items',
      label: 'fields.items',
      max,
      itemLabel,
      addLabel,
      fields: [
        { kind: 'text', key: 'name', label: 'fields.itemName', max: SITE_LIMITS.shortText, required: true },
        { kind: 'textarea', key: 'description', label: 'fields.description', max: SITE_LIMITS.description },
        { kind: 'price', key: 'price', label: 'fields.price', hint: 'fields.priceHint' },
        { kind: 'select', key: 'currency', label: 'fields.currency', options: CURRENCIES.map((c) => ({ value: c, label: { text: c } })) },
        { kind: 'image', key: 'image', label: 'fields.image', shape: 'card' },
      ],
      blank: () => ({ name: '', description: '', price: null, currency: 'USD', image: '' }),
    },
  ];
}

export const isEmptyOfferings = (section: OfferingsSection): boolean => section.items.length === 0;
