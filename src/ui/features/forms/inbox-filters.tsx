import { useTranslation } from 'react-i18next';
import type { InboxFilter } from '../../../core/forms/inbox';
import type { EpochMs } from '../../../core/time/time';

export interface DayRange {
  /** yyyy-mm-dd from a date input, '' for no bound. */
  readonly from: string;
  readonly until: string;
}

/** The date inputs' days as instants on this device's calendar: from its first moment to the end of `until`. */
export function dayBounds(days: DayRange): Pick<InboxFilter, 'from' | 'until'> {
  const start = (day: string) => {
    const [y, m, d] = day.split('-').map(Number);
    return y === undefined || m === undefined || d === undefined || Number.isNaN(y + m + d) ? null : new Date(y, m - 1, d).getTime();
  };
  const from = days.from === '' ? null : start(days.from);
  const untilStart = days.until === '' ? null : start(days.until);
  return { from: from as EpochMs | null, until: untilStart === null ? null : ((untilStart + 86_400_000) as EpochMs) };
}

interface InboxFiltersProps {
  readonly filter: InboxFilter;
  readonly onFilter: (filter: InboxFilter) => void;
  readonly days: DayRange;
  readonly onDays: (days: DayRange) => void;
  readonly forms: readonly { readonly id: string; readonly title: string }[];
}

/** Inbox or archive, words, unread only, one form, a range of days. */
export function InboxFilters({ filter, onFilter, days, onDays, forms }: InboxFiltersProps) {
  const { t } = useTranslation('forms');
  return (
    <form className="inbox-filters" role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      <div className="inbox-filters__views" role="group" aria-label={t('filters.label')}>
        {(['inbox', 'archived'] as const).map((view) => (
          <button key={view} type="button" className={`button ${filter.view === view ? '' : 'button--secondary'}`} aria-pressed={filter.view === view} onClick={() => onFilter({ ...filter, view })}>
            {t(`filters.${view}`)}
          </button>
        ))}
      </div>
      <div className="field">
        <label htmlFor="inbox-search">{t('filters.search')}</label>
        <input id="inbox-search" type="search" value={filter.search} placeholder={t('filters.searchPlaceholder')} onChange={(event) => onFilter({ ...filter, search: event.target.value })} />
      </div>
      <div className="inbox-filters__row">
        <div className="field">
          <label htmlFor="inbox-form">{t('filters.form')}</label>
          <select id="inbox-form" value={filter.formId} onChange={(event) => onFilter({ ...filter, formId: event.target.value })}>
            <option value="">{t('filters.allForms')}</option>
            {forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="inbox-from">{t('filters.from')}</label>
          <input id="inbox-from" type="date" value={days.from} onChange={(event) => onDays({ ...days, from: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="inbox-until">{t('filters.until')}</label>
          <input id="inbox-until" type="date" value={days.until} onChange={(event) => onDays({ ...days, until: event.target.value })} />
        </div>
      </div>
      <label className="inbox-filters__check">
        <input type="checkbox" checked={filter.unreadOnly} onChange={(event) => onFilter({ ...filter, unreadOnly: event.target.checked })} /> {t('filters.unreadOnly')}
      </label>
    </form>
  );
}
