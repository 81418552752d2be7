import { createContext, memo, startTransition, useCallback, useContext, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '../../../core/member/member-record';
import type { RichText } from '../../../core/site/rich-text';
import { EMPTY_RICH_TEXT } from '../../../core/site/rich-text';
import type { SiteErrors } from '../../../core/site/site-fields';
import { isGated } from '../../../core/site/sections/section-audience';
import { TRANSLATIONS_KEY } from '../../../core/site/text-translations';
import type { ImageUploadErrorCode } from '../../../core/validation/image-upload';
import { AudienceControl, MembersOnlyBadge } from './audience-control';
import { RichTextEditor } from './rich-text-editor';
import { studioText } from './studio-text';

export type Raw = Readonly<Record<string, unknown>>;

/**
 * A change to one part of the section, as a function of that part's latest value: the section
 * applies it to what it holds now, so changes made before the screen has caught up (a keystroke
 * in one field, then one in another, while a transition is drawing the first) all count.
 */
export type Edit<V> = (update: (latest: V) => V) => void;

interface Base {
  readonly key: string;
  readonly label: string;
  readonly hint?: string;
  /** Words a visitor reads, which the member may also write in the site's other language. */
  readonly translatable?: boolean;
}

/** One control of a section editor; `key` is the field's name in the core's section model. */
export type FieldSpec =
  | (Base & { readonly kind: 'text'; readonly max: number; readonly required?: boolean; readonly inputType?: 'text' | 'url' | 'tel' | 'email' })
  | (Base & { readonly kind: 'textarea'; readonly max: number; readonly required?: boolean })
  | (Base & { readonly kind: 'color' })
  | (Base & { readonly kind: 'select'; readonly options: readonly { readonly value: string | number; readonly label: string }[] })
  | (Base & { readonly kind: 'price' })
  | (Base & { readonly kind: 'date'; readonly required?: boolean })
  | (Base & { readonly kind: 'time' })
  | (Base & { readonly kind: 'checkbox' })
  | (Base & { readonly kind: 'image' })
  | (Base & { readonly kind: 'richtext' })
  | (Base & { readonly kind: 'audience' })
  | (Base & { readonly kind: 'group'; readonly fields: readonly FieldSpec[] })
  | (Base & {
      readonly kind: 'list';
      readonly max: number;
      readonly itemLabel: (index: number) => string;
      readonly addLabel: string;
      readonly fields: readonly FieldSpec[];
      readonly blank: () => Raw;
    });

export type UploadImage = (file: File) => Promise<{ readonly ok: true; readonly url: string } | { readonly ok: false; readonly error: ImageUploadErrorCode | 'failed' }>;

/** How image fields upload, given by the page that owns the member and the backend. */
export const ImageUploadContext = createContext<UploadImage | null>(null);

/** The site's other language while the member writes the section in both; null while in one. */
export const SecondLanguageContext = createContext<SiteLanguage | null>(null);

function asRecord(value: unknown): Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
}

function asList(value: unknown): readonly Raw[] {
  return Array.isArray(value) ? value.map(asRecord) : [];
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * The latest props of a component, for callbacks that must stay the same function across renders
 * (so unchanged fields skip re-rendering while the member types) yet act on what is on screen now,
 * also after an upload that finishes later.
 */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** One stable callback per key, each calling `make(key)` on the latest props. */
function useStableCallbacks<K, A>(call: (key: K, arg: A) => void): (key: K) => (arg: A) => void {
  const latest = useLatest(call);
  const made = useMemo(() => new Map<K, (arg: A) => void>(), []);
  return (key: K) => {
    let callback = made.get(key);
    if (callback === undefined) {
      callback = (arg: A) => latest.current(key, arg);
      made.set(key, callback);
    }
    return callback;
  };
}

function isRichText(value: unknown): value is RichText {
  return typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks);
}

/** The first error at `path` or below it (rich text reports deep keys such as body.blocks.0…). */
function errorAt(errors: SiteErrors, path: string, deep: boolean): string | null {
  if (Object.hasOwn(errors, path)) return errors[path] ?? null;
  if (!deep) return null;
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return key === undefined ? null : (errors[key] ?? null);
}

interface FieldProps {
  readonly spec: FieldSpec;
  readonly path: string;
  readonly value: unknown;
  readonly errors: SiteErrors;
  readonly onChange: Edit<unknown>;
}

/**
 * What a control shows: the member's change at once, so a keystroke redraws this control alone,
 * while the section (saving, the preview, the rest of the page) takes it in a transition, drawn
 * after the keystroke. A value from elsewhere (a recovered draft, a reorder, a save coming back
 * changed) replaces what is shown; the section passing on any of this control's own changes, the
 * latest or an earlier one, does not: under load React may draw the section with an older
 * change after a newer one, and showing it would rewrite the field under the caret.
 */
function useShownValue(given: unknown, onChange: Edit<unknown>, own: boolean): readonly [unknown, (next: unknown) => void] {
  const latest = useLatest(onChange);
  // The control's changes since the section last drew the latest of them, oldest first, and the
  // value the first one was made on. Changed only by the member's events and once a drawing is on
  // screen, never while React draws: a drawing can be dropped and drawn again later.
  const pending = useRef<{ base: unknown; changes: unknown[] }>({ base: undefined, changes: [] });
  const onScreen = useRef(given);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const change = useCallback(
    (next: unknown) => {
      const mine = pending.current;
      if (mine.changes.length === 0) mine.base = onScreen.current;
      mine.changes.push(next);
      redraw();
      startTransition(() => latest.current(() => next));
    },
    [latest],
  );
  useLayoutEffect(() => {
    onScreen.current = given;
    // Caught up with the latest change, or a value from elsewhere: what came before is history.
    if (behind(pending.current, given) === null) pending.current = { base: undefined, changes: [] };
  });
  const ahead = own ? behind(pending.current, given) : null;
  return [ahead === null ? given : ahead.latest, change];
}

/** The latest change, when `given` is the value it was made on or an earlier change; else null. */
function behind(mine: { readonly base: unknown; readonly changes: readonly unknown[] }, given: unknown): { readonly latest: unknown } | null {
  const { base, changes } = mine;
  if (changes.length === 0) return null;
  const latest = changes[changes.length - 1];
  return !Object.is(given, latest) && (Object.is(given, base) || changes.includes(given)) ? { latest } : null;
}

function controlId(path: string): string {
  return `studio-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

function FieldError({ id, message }: { readonly id: string; readonly message: string | null }) {
  return message ? (
    <span className="field__error" id={`${id}-error`}>
      {message}
    </span>
  ) : null;
}

function ImageControl({ id, label, value, error, onChange }: { readonly id: string; readonly label: string; readonly value: string; readonly error: string | null; readonly onChange: (url: string) => void }) {
  const { t } = useTranslation('studio');
  const text = studioText(t);
  const upload = useContext(ImageUploadContext);
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ readonly busy: boolean; readonly problem: string | null }>({ busy: false, problem: null });

  const pick = async (file: File | undefined) => {
    if (file === undefined || upload === null) return;
    setState({ busy: true, problem: null });
    const result = await upload(file).catch(() => ({ ok: false as const, error: 'failed' as const }));
    if (input.current !== null) input.current.value = '';
    if (result.ok) {
      onChange(result.url);
      setState({ busy: false, problem: null });
    } else setState({ busy: false, problem: text.uploadError(result.error) });
  };

  const message = state.problem ?? error;
  return (
    <div className="field image-field">
      <label htmlFor={id}>{label}</label>
      {value !== '' && <img className="image-field__thumb" src={value} alt="" />}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={upload === null || state.busy}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <span className="field__hint" id={`${id}-hint`}>
        {state.busy ? t('image.uploading') : t('image.hint')}
      </span>
      {value !== '' && (
        <button type="button" className="button button--secondary" onClick={() => onChange('')}>
          {t('image.remove')}
        </button>
      )}
      <FieldError id={id} message={message} />
    </div>
  );
}

// Memoised: with stable onChange callbacks, only the field being edited renders again on a keystroke.
const Field = memo(function Field({ spec, path, value: given, errors, onChange: edit }: FieldProps) {
  const { t } = useTranslation('studio');
  // Groups and lists pass edits on to their own fields; every other control shows its own value.
  const [value, onChange] = useShownValue(given, edit, spec.kind !== 'group' && spec.kind !== 'list');
  const id = controlId(path);
  const code = errorAt(errors, path, spec.kind === 'richtext' || spec.kind === 'group' || spec.kind === 'audience');
  const error = code === null ? null : studioText(t).error(code as never);
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  } as const;
  const hint = spec.hint ? (
    <span className="field__hint" id={`${id}-hint`}>
      {spec.hint}
    </span>
  ) : null;

  switch (spec.kind) {
    case 'text':
    case 'date':
    case 'time':
      return (
        <div className="field">
          <label htmlFor={id}>{spec.label}</label>
          <input
            {...common}
            type={spec.kind === 'text' ? (spec.inputType ?? 'text') : spec.kind}
            value={asText(value)}
            required={'required' in spec ? spec.required : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {hint}
          <FieldError id={id} message={error} />
        </div>
      );
    case 'textarea':
      return (
        <div className="field">
          <label htmlFor={id}>{spec.label}</label>
          <textarea {...common} rows={4} value={asText(value)} required={spec.required} onChange={(e) => onChange(e.target.value)} />
          {hint}
          <FieldError id={id} message={error} />
        </div>
      );
    case 'color': {
      const hex = asText(value);
      return (
        <div className="field color-field">
          <label htmlFor={id}>{spec.label}</label>
          <div className="color-field__row">
            <input {...common} type="text" value={hex} spellCheck={false} onChange={(e) => onChange(e.target.value)} />
            <input
              type="color"
              aria-label={t('fields.pickColor')}
              value={/^#[0-9a-fA-F]{6}$/.test(hex) ? hex.toLowerCase() : '#000000'}
              onChange={(e) => onChange(e.target.value.toUpperCase())}
            />
          </div>
          {hint}
          <FieldError id={id} message={error} />
        </div>
      );
    }
    case 'select':
      return (
        <div className="field">
          <label htmlFor={id}>{spec.label}</label>
          <select
            {...common}
            value={asText(value)}
            onChange={(e) => {
              const option = spec.options.find((o) => String(o.value) === e.target.value);
              onChange(option?.value ?? e.target.value);
            }}
          >
            {spec.options.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </select>
          {hint}
          <FieldError id={id} message={error} />
        </div>
      );
    case 'price':
      return (
        <div className="field">
          <label htmlFor={id}>{spec.label}</label>
          <input
            {...common}
            type="text"
            inputMode="decimal"
            value={value === null || value === undefined ? '' : asText(value)}
            onChange={(e) => {
              const typed = e.target.value.trim().replace(',', '.');
              // Kept as typed when it is not a number, so the core can say what is wrong.
              onChange(typed === '' ? null : /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : e.target.value);
            }}
          />
          {hint}
          <FieldError id={id} message={error} />
        </div>
      );
    case 'checkbox':
      return (
        <div className="field field--checkbox">
          <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <label htmlFor={id}>{spec.label}</label>
          <FieldError id={id} message={error} />
        </div>
      );
    case 'image':
      return <ImageControl id={id} label={spec.label} value={asText(value)} error={error} onChange={onChange} />;
    case 'richtext':
      return <RichTextEditor id={id} label={spec.label} value={isRichText(value) ? value : EMPTY_RICH_TEXT} error={error} onChange={onChange} />;
    case 'group':
      return (
        <fieldset className="field-group">
          <legend>{spec.label}</legend>
          {spec.hint ? <p className="field__hint">{spec.hint}</p> : null}
          <GroupFields fields={spec.fields} path={path} value={given} errors={errors} onChange={edit} />
          {code !== null && Object.hasOwn(errors, path) && <FieldError id={id} message={error} />}
        </fieldset>
      );
    case 'list':
      return <ListField spec={spec} path={path} value={given} errors={errors} onChange={edit} />;
    case 'audience':
      return <AudienceControl id={id} label={spec.label} value={value} error={code} onChange={onChange} />;
  }
});

/** A group's fields edit the group's object. */
function GroupFields({ fields, path, value, errors, onChange }: { readonly fields: readonly FieldSpec[]; readonly path: string; readonly value: unknown; readonly errors: SiteErrors; readonly onChange: Edit<unknown> }) {
  const latest = useLatest(onChange);
  const edit: Edit<Raw> = useCallback(
    (update) =>
      latest.current((group) => {
        const record = asRecord(group);
        const next = update(record);
        return next === record ? group : next;
      }),
    [latest],
  );
  return <Fields fields={fields} path={path} value={asRecord(value)} errors={errors} onChange={edit} />;
}

type ListSpec = Extract<FieldSpec, { kind: 'list' }>;

interface ListItemProps {
  readonly spec: ListSpec;
  readonly path: string;
  readonly index: number;
  readonly last: boolean;
  readonly item: Raw;
  readonly errors: SiteErrors;
  readonly onChange: Edit<Raw>;
  readonly onMove: (to: number) => void;
  readonly onRemove: () => void;
}

// Memoised like Field: typing in one entry leaves the others as they are.
const ListItem = memo(function ListItem({ spec, path, index, last, item, errors, onChange, onMove, onRemove }: ListItemProps) {
  const { t } = useTranslation('studio');
  // Translated once per position: a reorder or a keystroke draws the entry again, not its words.
  const words = useMemo(() => ({ label: spec.itemLabel(index), up: t('list.moveUp'), down: t('list.moveDown'), remove: t('list.remove') }), [spec, index, t]);
  return (
    <li>
      <fieldset className="list-field__item">
        <legend>
          {words.label}
          {spec.fields.some((f) => f.kind === 'audience') && isGated(item) && <MembersOnlyBadge />}
        </legend>
        <Fields fields={spec.fields} path={`${path}.${index}`} value={item} errors={errors} onChange={onChange} />
        <div className="list-field__actions">
          <button type="button" className="button button--secondary" disabled={index === 0} onClick={() => onMove(index - 1)}>
            {words.up}
            <span className="visually-hidden">: {words.label}</span>
          </button>
          <button type="button" className="button button--secondary" disabled={last} onClick={() => onMove(index + 1)}>
            {words.down}
            <span className="visually-hidden">: {words.label}</span>
          </button>
          <button type="button" className="button button--danger" onClick={onRemove}>
            {words.remove}
            <span className="visually-hidden">: {words.label}</span>
          </button>
        </div>
      </fieldset>
    </li>
  );
});

function ListField({ spec, path, value, errors, onChange }: FieldProps & { readonly spec: ListSpec }) {
  const { t } = useTranslation('studio');
  const items = asList(value);
  const headingId = useId();
  const listError = Object.hasOwn(errors, path) ? studioText(t).error(errors[path] as never) : null;
  const latest = useLatest(onChange);
  // Each change applies to the list as it is now, also when the screen has not caught up yet.
  const editList = (update: (list: readonly Raw[]) => readonly Raw[]) =>
    latest.current((value) => {
      const list = asList(value);
      const next = update(list);
      // Unchanged stays the very same value: an edit that changes nothing is no edit.
      return next === list ? value : next;
    });
  // Adding, moving and removing redraw the list in a transition: the click itself stays short.
  const inTransition = (update: (list: readonly Raw[]) => readonly Raw[]) => startTransition(() => editList(update));
  const changeAt = useStableCallbacks<number, (item: Raw) => Raw>((index, update) => editList((list) => (index < list.length ? list.map((old, i) => (i === index ? update(old) : old)) : list)));
  const moveFrom = useStableCallbacks<number, number>((from, to) =>
    inTransition((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item !== undefined) next.splice(to, 0, item);
      return next;
    }),
  );
  const removeAt = useStableCallbacks<number, void>((index) => inTransition((list) => list.filter((_, i) => i !== index)));
  const add = () => inTransition((list) => (list.length >= spec.max ? list : [...list, spec.blank()]));
  return (
    <section className="list-field" aria-labelledby={headingId}>
      <h3 id={headingId}>{spec.label}</h3>
      {items.length === 0 && <p className="list-field__empty">{t('list.empty')}</p>}
      <ol className="list-field__items">
        {items.map((item, index) => (
          <ListItem
            key={index}
            spec={spec}
            path={path}
            index={index}
            last={index === items.length - 1}
            item={item}
            errors={errors}
            onChange={changeAt(index)}
            onMove={moveFrom(index)}
            onRemove={removeAt(index) as () => void}
          />
        ))}
      </ol>
      {listError && <p className="field__error">{listError}</p>}
      <button type="button" className="button" disabled={items.length >= spec.max} onClick={add}>
        {spec.addLabel}
      </button>
    </section>
  );
}

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
export function Fields({
  fields,
  path,
  value,
  errors,
  onChange,
}: {
  readonly fields: readonly FieldSpec[];
  readonly path: string;
  readonly value: Raw;
  readonly errors: SiteErrors;
  readonly onChange: Edit<Raw>;
}) {
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
        const field = <Field key={spec.key} spec={spec} path={`${prefix}${spec.key}`} value={value[spec.key]} errors={errors} onChange={changeKey(spec.key)} />;
        const other = translations?.get(spec.key);
        if (other === undefined || second === null) return field;
        return (
          <div key={spec.key} className="field-pair">
            {field}
            <div className="field-pair__other">
              <Field spec={other} path={`${prefix}${TRANSLATIONS_KEY}.${second}.${spec.key}`} value={texts[spec.key]} errors={errors} onChange={changeTranslation(spec.key)} />
            </div>
          </div>
        );
      })}
    </>
  );
}
