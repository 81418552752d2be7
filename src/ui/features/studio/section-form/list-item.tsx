import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteErrors } from '../../../../core/site/site-fields';
import { objectPositionOf } from '../../../../core/site/focal-point';
import { srcsetOf } from '../../../../core/site/image-widths';
import { isGated } from '../../../../core/site/sections/section-audience';
import { MembersOnlyBadge } from '../audience-control';
import type { Edit, FieldsComponent, ListSpec, Raw } from './field-spec';
import { pictureKeyOf } from './picture-entries';
import { asText } from './raw-values';

interface ListItemProps {
  readonly spec: ListSpec;
  readonly path: string;
  readonly index: number;
  readonly last: boolean;
  readonly item: Raw;
  readonly errors: SiteErrors;
  /** Whether the entry shows its fields, or only its summary. */
  readonly open: boolean;
  /** Set while the entry has a problem to fix: it stays open until the problem is gone. */
  readonly mustStayOpen: boolean;
  readonly onToggle: () => void;
  readonly onChange: Edit<Raw>;
  readonly onMove: (to: number) => void;
  readonly onRemove: () => void;
  readonly Fields: FieldsComponent;
}

/** The side of an entry's thumbnail, in CSS pixels: set on the image so the row never shifts as it loads. */
const THUMB_PX = 48;

/**
 * The words that name an entry in its summary: its first filled one-line text that a visitor reads
 * as a name or a title (a product's name, an event's title, a picture's description). Links, phones
 * and addresses are no names.
 */
function titleOf(spec: ListSpec, item: Raw): string {
  for (const field of spec.fields) {
    if (field.kind !== 'text' || (field.inputType !== undefined && field.inputType !== 'text')) continue;
    const text = asText(item[field.key]).trim();
    if (text !== '') return text;
  }
  return '';
}

/**
 * One entry of a list (drawn inside its sortable place), as a disclosure: closed, a summary (its
 * picture and name) with its buttons; open, its fields too. Only an open entry draws its fields, so
 * a long list puts a few inputs in the page rather than hundreds. Memoised like Field: typing in one
 * entry leaves the others as they are.
 */
export const ListItem = memo(function ListItem({ spec, path, index, last, item, errors, open, mustStayOpen, onToggle, onChange, onMove, onRemove, Fields }: ListItemProps) {
  const { t } = useTranslation('studio');
  // Translated once per position: a reorder or a keystroke draws the entry again, not its words.
  const words = useMemo(
    () => ({ label: spec.itemLabel(index), edit: t('list.edit'), close: t('list.close'), up: t('list.moveUp'), down: t('list.moveDown'), remove: t('list.remove') }),
    [spec, index, t],
  );
  // The id follows the entry (its component), not its place: the button keeps pointing at its own fields across a move.
  const bodyId = useId();
  // A first draft's entry, borrowed from an example business: visitors see it once confirmed.
  const toConfirm = item['toConfirm'] === true;
  const pictureKey = pictureKeyOf(spec);
  const picture = open || pictureKey === null ? '' : asText(item[pictureKey]);
  const title = open ? '' : titleOf(spec, item);
  return (
      <fieldset className={open ? 'list-field__item list-field__item--open' : 'list-field__item list-field__item--closed'}>
        <legend>
          {words.label}
          {spec.fields.some((f) => f.kind === 'audience') && isGated(item) && <MembersOnlyBadge />}
          {toConfirm && (
            <>
              {' '}
              <span className="to-confirm-badge">{t('firstDraft.badge')}</span>
            </>
          )}
        </legend>
        <div className="list-field__summary">
          {picture !== '' && (
            <img
              className="list-field__thumb"
              src={picture}
              srcSet={srcsetOf(picture) ?? undefined}
              sizes={`${THUMB_PX}px`}
              width={THUMB_PX}
              height={THUMB_PX}
              loading="lazy"
              decoding="async"
              style={{ objectPosition: objectPositionOf(picture) ?? undefined }}
              alt=""
            />
          )}
          {title !== '' && <span className="list-field__title">{title}</span>}
          {/* An entry with a problem stays open so the problem is in sight: closing it is offered again once it is fixed. */}
          <button type="button" className="button button--secondary list-field__toggle" aria-expanded={open} aria-controls={bodyId} disabled={open && mustStayOpen} onClick={() => onToggle()}>
            {open ? words.close : words.edit}
            <span className="visually-hidden">: {words.label}</span>
          </button>
        </div>
        {/* Always in the page, empty while closed, so the button's aria-controls names an element that exists. */}
        <div id={bodyId} className="list-field__body" hidden={!open}>
          {open && <Fields fields={spec.fields} path={`${path}.${index}`} value={item} errors={errors} onChange={onChange} />}
        </div>
        <div className="list-field__actions">
          {toConfirm && (
            <button type="button" className="button" onClick={() => onChange((latest) => ({ ...latest, toConfirm: false }))}>
              {t('firstDraft.confirm')}
              <span className="visually-hidden">: {words.label}</span>
            </button>
          )}
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
  );
});
