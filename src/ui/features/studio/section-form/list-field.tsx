import { startTransition, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteErrors } from '../../../../core/site/site-fields';
import { studioText } from '../studio-text';
import type { Edit, FieldsComponent, ListSpec, Raw } from './field-spec';
import { ListItem } from './list-item';
import { UndoableContext } from './form-contexts';
import { asList } from './raw-values';
import { indexOfKey, keyOf, newItemId } from './item-keys';
import { SortableEntries, SortableEntry } from './sortable-entries';
import { pictureEntry, pictureKeyOf } from './picture-entries';
import { PicturePicker } from './picture-picker';
import { useLatest, useStableCallbacks } from './stable-callbacks';
import { useGroupedLandings } from './use-grouped-landings';

interface ListFieldProps {
  readonly spec: ListSpec;
  readonly path: string;
  readonly value: unknown;
  readonly errors: SiteErrors;
  readonly onChange: Edit<unknown>;
  readonly Fields: FieldsComponent;
}

/**
 * A list shown with this many entries or fewer has them all open, as every list was before entries
 * could close: a member with a payment link or two edits them at once, without a click per entry,
 * and a few entries' fields cost the page little. Longer lists open closed, as summaries.
 */
const ALL_OPEN_UP_TO = 3;

/** The places of the entries of the list at `path` that `errors` finds a problem in. */
function placesWithErrors(errors: SiteErrors, path: string): ReadonlySet<number> {
  const prefix = `${path}.`;
  const places = new Set<number>();
  for (const key of Object.keys(errors)) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    const dot = rest.indexOf('.');
    if (dot > 0 && /^\d+$/.test(rest.slice(0, dot))) places.add(Number(rest.slice(0, dot)));
  }
  return places;
}

/** A list of entries (products, events…): each entry's fields, adding up to the list's limit, moving and removing. */
export function ListField({ spec, path, value, errors, onChange, Fields }: ListFieldProps) {
  const { t } = useTranslation('studio');
  const items = asList(value);
  const headingId = useId();
  const listError = Object.hasOwn(errors, path) ? studioText(t).error(errors[path] as never) : null;
  const undoable = useContext(UndoableContext);
  const latest = useLatest({ onChange, undoable });
  // Each change applies to the list as it is now, also when the screen has not caught up yet.
  const editList = (update: (list: readonly Raw[]) => readonly Raw[]) =>
    latest.current.onChange((value) => {
      const list = asList(value);
      const next = update(list);
      // Unchanged stays the very same value: an edit that changes nothing is no edit.
      return next === list ? value : next;
    });
  // Adding, moving and removing redraw the list in a transition: the click itself stays short.
  const inTransition = (update: (list: readonly Raw[]) => readonly Raw[]) => startTransition(() => editList(update));
  // An entry is found by its id when it runs (an upload may finish after a move); entries drafted
  // before ids existed fall back to their place.
  const changeAt = useStableCallbacks<string, (item: Raw) => Raw>((key, update) =>
    editList((list) => {
      const index = indexOfKey(list, key);
      return index < 0 ? list : list.map((old, i) => (i === index ? update(old) : old));
    }),
  );
  // Moving and removing can be undone (the section page keeps the history).
  const moveFrom = useStableCallbacks<string, number>((key, to) =>
    latest.current.undoable('moved', () => inTransition((list) => {
      const from = indexOfKey(list, key);
      if (from < 0) return list;
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item !== undefined) next.splice(to, 0, item);
      return next;
    })),
  );
  const removeAt = useStableCallbacks<string, void>((key) => latest.current.undoable('deleted', () => inTransition((list) => list.filter((item, i) => keyOf(item, i) !== key))));
  const keys = items.map((item, index) => keyOf(item, index));
  // Which entries are open, by id: an entry stays open or closed as it moves, and when a removal is
  // undone. Ids of removed entries are kept for that.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => {
    const erring = placesWithErrors(errors, path);
    return new Set(keys.length <= ALL_OPEN_UP_TO ? keys : keys.filter((_key, index) => erring.has(index)));
  });
  const toggleAt = useStableCallbacks<string, void>((key) =>
    setOpened((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    }),
  );
  // An entry with a problem is drawn open, so no problem is hidden; it joins the open ones (above
  // too), so that fixing the problem does not close the entry under the member's typing.
  const erring = useMemo(() => placesWithErrors(errors, path), [errors, path]);
  const [errorsSeen, setErrorsSeen] = useState(errors);
  if (errorsSeen !== errors) {
    setErrorsSeen(errors);
    const closed = keys.filter((key, index) => erring.has(index) && !opened.has(key));
    if (closed.length > 0) setOpened(new Set([...opened, ...closed]));
  }
  // An entry just added takes the focus once it is drawn, so the member types in it at once.
  const listRef = useRef<HTMLOListElement>(null);
  const toFocus = useRef<string | null>(null);
  useEffect(() => {
    const index = toFocus.current === null ? -1 : keys.indexOf(toFocus.current);
    if (index < 0) return;
    toFocus.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>('.list-field__body :is(input:enabled, select:enabled, textarea:enabled, [contenteditable="true"])')?.focus();
  });
  // Each place's handle label, translated once: a picture that lands names only its own.
  const dragLabelAt = useMemo(() => {
    const labels = new Map<number, string>();
    return (index: number) => {
      let label = labels.get(index);
      if (label === undefined) {
        label = t('list.drag', { label: spec.itemLabel(index) });
        labels.set(index, label);
      }
      return label;
    };
  }, [spec, t]);
  // An added entry opens at once: the member adds one to fill it in. (Pictures that land in a batch stay closed.)
  const add = () => {
    const id = newItemId();
    toFocus.current = id;
    startTransition(() => {
      setOpened((open) => new Set(open).add(id));
      editList((list) => (list.length >= spec.max ? list : [...list, { id, ...spec.blank() }]));
    });
  };
  // A list of pictures (gallery, an album, products) also takes many at once, each as it lands,
  // drawn in a transition: the whole list is drawn again, in slices that leave the page responsive.
  const pictureKey = pictureKeyOf(spec);
  const addPictures = useGroupedLandings<{ readonly url: string; readonly name: string }>((landed) => {
    if (pictureKey !== null) inTransition((list) => (list.length >= spec.max ? list : [...list, ...landed.slice(0, spec.max - list.length).map(({ url, name }) => pictureEntry(spec, pictureKey, url, name))]));
  });
  const addPicture = useCallback((url: string, file: File) => addPictures({ url, name: file.name }), [addPictures]);
  return (
    <section className="list-field" aria-labelledby={headingId}>
      <h3 id={headingId}>{spec.label}</h3>
      {items.length === 0 && <p className="list-field__empty">{t('list.empty')}</p>}
      <SortableEntries keys={keys} onMove={(key, to) => moveFrom(key)(to)}>
      <ol ref={listRef} className="list-field__items">
        {items.map((item, index) => {
          const key = keyOf(item, index);
          return (
          <SortableEntry key={key} id={key} dragLabel={dragLabelAt(index)}>
          <ListItem
            spec={spec}
            path={path}
            index={index}
            last={index === items.length - 1}
            item={item}
            errors={errors}
            open={opened.has(key) || erring.has(index)}
            mustStayOpen={erring.has(index)}
            onToggle={toggleAt(key) as () => void}
            onChange={changeAt(key)}
            onMove={moveFrom(key)}
            onRemove={removeAt(key) as () => void}
            Fields={Fields}
          />
          </SortableEntry>
          );
        })}
      </ol>
      </SortableEntries>
      {listError && <p className="field__error">{listError}</p>}
      <button type="button" className="button" disabled={items.length >= spec.max} onClick={add}>
        {spec.addLabel}
      </button>
      {pictureKey !== null && <PicturePicker room={spec.max - items.length} onLanded={addPicture} />}
    </section>
  );
}
