import { describe, expect, it } from 'vitest';
import { STUDIO_SECTIONS } from '../../../core/plans/plan-gates';
import { studioFieldsOf } from '../../../core/site/sections/catalogue';
import type { EditorField } from '../../../core/site/sections/section-definition';
import { parseSection } from '../../../core/site/site-content';
import { studio as en } from '../../i18n/en/studio';
import { studio as es } from '../../i18n/es/studio';
import { blankSection, editableOf } from './section-specs';

function keysOf(field: EditorField): string[] {
  const own = [field.label, ...(field.hint === undefined ? [] : [field.hint])];
  switch (field.kind) {
    case 'group':
      return [...own, ...field.fields.flatMap(keysOf)];
    case 'list':
      return [...own, field.itemLabel, field.addLabel, ...field.fields.flatMap(keysOf)];
    case 'select':
      return [...own, ...field.options.flatMap((o) => ('label' in o.label ? [o.label.label] : []))];
    default:
      return own;
  }
}

function lookUp(resources: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), resources);
}

describe('the section catalogue in the studio', () => {
  it('names only translations that exist in English and Spanish', () => {
    for (const section of STUDIO_SECTIONS) {
      for (const key of studioFieldsOf(section).flatMap(keysOf)) {
        expect(typeof lookUp(en, key), `${section}: ${key} (EN)`).toBe('string');
        expect(typeof lookUp(es, key), `${section}: ${key} (ES)`).toBe('string');
      }
    }
  });

  it('starts every editor from a blank value the core reads, and edits stored values in a shape the core reads back the same', () => {
    for (const section of STUDIO_SECTIONS) {
      const { value, errors } = parseSection(section, blankSection(section));
      // The name section starts empty and asks for a name; every other blank is valid as it is.
      expect(Object.keys(errors), section).toEqual(section === 'name' ? ['publicName'] : []);
      expect(parseSection(section, editableOf(section, value as never)).value, section).toEqual(value);
    }
    expect(editableOf('videos', parseSection('videos', { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Oven' }] }).value)).toEqual({
      videos: [{ id: 'item-0', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Oven' }],
    });
  });

  it('keeps who may see a section and its entries in the shape they are edited in', () => {
    const customers = { kind: 'customers' } as const;
    const vip = { kind: 'groups', groups: ['vip'] } as const;
    const videos = parseSection('videos', { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Oven', audience: vip }], audience: customers }).value;
    expect(editableOf('videos', videos)).toEqual({ videos: [{ id: 'item-0', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Oven', audience: vip }], audience: customers });
    expect(parseSection('videos', editableOf('videos', videos)).value).toEqual(videos);
    const albums = parseSection('albums', { albums: [{ name: 'Camp', images: [], audience: vip }], audience: customers }).value;
    expect(parseSection('albums', editableOf('albums', albums)).value).toEqual(albums);
  });
});
