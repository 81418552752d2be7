import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../core/errors/error-codes';
import { STORAGE_QUOTA } from '../../core/storage/storage-quota';
import { PASSWORD_MIN_LENGTH } from '../../core/validation/sign-up-validation';
import { createI18n } from './i18n';
import { LIMIT_VARIABLES } from './limit-variables';
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
    const placeholders = (s: string) => (s.match(/{{\s*\w+\s*(,\s*\w+\s*)?}}/g) ?? []).sort();
    for (const [key, value] of en) expect(placeholders(es.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('writes out no limit: a number with its unit comes from the core through a variable', () => {
    const written = /\d[\d,.]*\s*(MB|kB|KB|GB|px|characters?|caracteres?|pictures?|imágenes?|images?|days?|días?|hours?|horas?)\b/i;
    for (const [key, value] of [...en, ...es]) expect(value, key).not.toMatch(written);
    const names = new Set(Object.keys(LIMIT_VARIABLES));
    for (const [key, value] of [...en, ...es]) {
      for (const [, name] of value.matchAll(/{{\s*(\w+)/g)) if (/Max$|Min$|Megabytes$|Px$|Files$|Days$/.test(name ?? '')) expect(names, `${key}: {{${name}}}`).toContain(name);
    }
  });

  it("says the core's own numbers, formatted in each language", () => {
    const english = createI18n('EN', resources);
    const spanish = createI18n('ES', resources);
    expect(english.t('auth:fields.passwordHint')).toBe(`At least ${PASSWORD_MIN_LENGTH} characters.`);
    expect(spanish.t('validation:password-too-short')).toBe(`Usa al menos ${PASSWORD_MIN_LENGTH} caracteres.`);
    const files = STORAGE_QUOTA.files;
    expect(english.t('studio:image.errors.quotaExceeded')).toContain(`(${new Intl.NumberFormat('en').format(files)} pictures or ${STORAGE_QUOTA.bytes / 1024 / 1024} MB)`);
    expect(spanish.t('dashboard:settings.errors.quotaExceeded')).toContain(`(${new Intl.NumberFormat('es').format(files)} imágenes o `);
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
