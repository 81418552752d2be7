import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '../../../../core/member/member-record';
import { cropAspectOf } from '../../../../core/site/picture-shape';
import { TRANSLATIONS_KEY } from '../../../../core/site/text-translations';
import { Field } from './field';
import type { FieldSpec, FieldsProps, Raw } from './field-spec';
import { SecondLanguageContext } from './form-contexts';
import { asRecord } from './raw-values';
import { useLatest, useStableCallbacks } from './stable-callbacks';

/** `value` with its `language` version of the text at `key` set to `text` (see core/site/text-translations). */
function withTranslation(value: Raw, language: SiteLanguage, key: string, text: unknown): Raw {
  const all = asRecord(value[TRANSLATIONS_KEY]);
  return { ...value, [TRANSLATIONS_KEY]: { ...all, [language]: { ...asRecord(all[language]), [key]: text } } };
}

/** The control for a text's other version: labelled with its language, never required, no repeated hint. */
function translationSpec(spec: FieldSpec, label: string): FieldSpec {
  const { hint: _hint, ...rest } = spec;
  return 'required' in rest ? { ...rest, label, required: false } : { ...rest, label };
}

/** The controls of `fields` over one object of the section (or of a list entry). */
export function Fields({ fields, path, value, errors, onChange }: FieldsProps) {
  const { t } = useTranslation('studio');
  const second = useContext(SecondLanguageContext);
  const latest = useLatest({ onChange, second });
  const changeKey = useStableCallbacks<string, (latest: unknown) => unknown>((key, update) =>
    latest.current.onChange((current) => {
      const next = update(current[key]);
      return Object.is(next, current[key]) ? current : { ...current, [key]: next };
    }),
  );
  const changeTranslation = useStableCallbacks<string, (latest: unknown) => unknown>((key, update) => {
    const { onChange: change, second: language } = latest.current;
    if (language !== null) change((current) => withTranslation(current, language, key, update(asRecord(asRecord(current[TRANSLATIONS_KEY])[language])[key])));
  });
  // Made once per language so the memoised fields below keep their props between keystrokes.
  const translations = useMemo(
    () => (second === null ? null : new Map(fields.filter((f) => f.translatable === true).map((f) => [f.key, translationSpec(f, t(`translation.label${second}`, { label: f.label }))]))),
    [fields, second, t],
  );
  const prefix = path === '' ? '' : `${path}.`;
  const texts = second === null ? {} : asRecord(asRecord(value[TRANSLATIONS_KEY])[second]);
  return (
    <>
      {fields.map((spec) => {
        const shape = spec.kind === 'image' && spec.shape !== undefined ? spec.shape : undefined;
        const field = (
          <Field
            key={spec.key}
            spec={spec}
            path={`${prefix}${spec.key}`}
            value={value[spec.key]}
            errors={errors}
            onChange={changeKey(spec.key)}
            Fields={Fields}
            cropAspect={shape === undefined ? undefined : cropAspectOf(shape, value.coverTemplate)}
            cropRound={shape === 'portrait'}
          />
        );
        const other = translations?.get(spec.key);
        if (other === undefined || second === null) return field;
        return (
          <div key={spec.key} className="field-pair">
            {field}
            <div className="field-pair__other">
              <Field spec={other} path={`${prefix}${TRANSLATIONS_KEY}.${second}.${spec.key}`} value={texts[spec.key]} errors={errors} onChange={changeTranslation(spec.key)} Fields={Fields} />
            </div>
          </div>
        );
      })}
    </>
  );
}
