import { describe, expect, it } from 'vitest';
import { COVER_ASPECTS, cropAspectOf } from '../../core/site/picture-shape';
import { siteStyles } from './site-styles';

const ratio = (css: string, selector: string): number | null => {
  const match = new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\{[^}]*aspect-ratio:(\\d+)(?:/(\\d+))?`).exec(css);
  return match === null ? null : Number(match[1]) / Number(match[2] ?? 1);
};

describe('the shapes the studio crops to', () => {
  it('are the shapes the site cuts pictures to', () => {
    const css = (template: 1 | 2 | 3) => siteStyles('#336699', 'Roboto', template);
    expect(ratio(css(1), '.card img')).toBe(cropAspectOf('card'));
    expect(ratio(css(2), '.hero .pic')).toBe(COVER_ASPECTS[2]);
    expect(ratio(css(3), '.band img')).toBe(COVER_ASPECTS[3]);
    // Team photos are round: as wide as they are high.
    expect(css(1)).toMatch(/\.team img\{width:132px;height:132px;border-radius:50%/);
    expect(cropAspectOf('portrait')).toBe(1);
  });
});
