import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../core/errors/error-codes';
import { resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [p, v] of leaves(value, path)) out.set(p, v);
  }
  return out;
}

describe('translations', () => {
  const en = leaves(resources.en as unknown as Tree);
  const es = leaves(resources.es as unknown as Tree);

  it('has every English key in Spanish and no Spanish-only key', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty string in either language', () => {
    for (const [key, value] of [...en, ...es]) expect(value.trim(), key).not.toBe('');
  });

  it('keeps the same interpolation placeholders in both languages', () => {
    const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, value] of en) expect(placeholders(es.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('translates every error code the core can raise', () => {
    const errors = (resources.en as unknown as Tree)['errors'];
    expect(errors, 'an errors namespace').toBeTypeOf('object');
    for (const code of ERROR_CODES) {
      expect(en.get(`errors.${code}`), code).toBeTruthy();
      expect(es.get(`errors.${code}`), code).toBeTruthy();
    }
  });
});
