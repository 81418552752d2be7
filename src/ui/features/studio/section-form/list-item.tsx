import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteErrors } from '../../../../core/site/site-fields';
import { isGated } from '../../../../core/site/sections/section-audience';
import { MembersOnlyBadge } from '../audience-control';
import type { Edit, FieldsComponent, ListSpec, Raw } from './field-spec';

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
  readonly Fields: FieldsComponent;
}

/**
 * One entry of a list (drawn inside its sortable place): its fields, then moving it up or down and removing it. Memoised like
 * Field: typing in one entry leaves the others as they are.
 */
export const ListItem = memo(function ListItem({ spec, path, index, last, item, errors, onChange, onMove, onRemove, Fields }: ListItemProps) {
  const { t } = useTranslation('studio');
  // Translated once per position: a reorder or a keystroke draws the entry again, not its words.
  const words = useMemo(() => ({ label: spec.itemLabel(index), up: t('list.moveUp'), down: t('list.moveDown'), remove: t('list.remove') }), [spec, index, t]);
  // A first draft's entry, borrowed from an example business: visitors see it once confirmed.
  const toConfirm = item['toConfirm'] === true;
  return (
      <fieldset className="list-field__item">
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
        <Fields fields={spec.fields} path={`${path}.${index}`} value={item} errors={errors} onChange={onChange} />
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
