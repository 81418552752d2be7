import { describe, expect, it } from 'vitest';
import { COVER_ASPECTS, cropAspectOf } from './picture-shape';
import { studioFieldsOf } from './sections/catalogue';

describe('the shape a picture is cropped to', () => {
  it('is a circle for portraits and 4:3 for cards (the site\'s styles are held to it in render/)', () => {
    expect(cropAspectOf('portrait')).toBe(1);
    expect(cropAspectOf('card')).toBe(4 / 3);
  });

  it('follows the cover template the member chose, the first when it is unknown', () => {
    expect(cropAspectOf('cover', 2)).toBe(COVER_ASPECTS[2]);
    expect(cropAspectOf('cover', 3)).toBe(21 / 9);
    expect(cropAspectOf('cover', 'x')).toBe(16 / 9);
  });

  it('is declared on the cover, team photos and product and service pictures', () => {
    const shapes = (id: Parameters<typeof studioFieldsOf>[0]) => JSON.stringify(studioFieldsOf(id)).match(/"shape":"\w+"/g);
    expect(shapes('styles')).toEqual(['"shape":"cover"']);
    expect(shapes('team')).toEqual(['"shape":"portrait"']);
    expect(shapes('products')).toEqual(['"shape":"card"']);
    expect(shapes('services')).toEqual(['"shape":"card"']);
  });
});
