import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanTier } from '../../core/plans/plan-level';
import { unconfirmedItems, type ChecklistItem } from '../../core/site/draft-checklist';
import type { SiteContent } from '../../core/site/site-content';
import { useDashboardLabels } from '../services/dashboard-labels';

/** How an item of a first draft is named to the member, in the checklist and before publishing. */
export function useChecklistLabel(): (item: ChecklistItem) => string {
  const { t } = useTranslation('studio');
  const labels = useDashboardLabels();
  return (item) => {
    if (item.section === 'styles') return t('firstDraft.cover');
    const section = labels.section(item.section);
    return item.path === '' || item.name === '' ? t('firstDraft.whole', { section }) : t('firstDraft.entry', { section, name: item.name });
  };
}

/**
 * The names of what a first draft still has to confirm, for every publish button to ask about
 * (My Web, the studio): empty for a site built by hand, or before the content has loaded.
 */
export function useUnconfirmedLabels(content: SiteContent | null, tier: PlanTier): readonly string[] {
  const label = useChecklistLabel();
  const names = content === null ? '' : unconfirmedItems(content, tier).map(label).join('\n');
  return useMemo(() => (names === '' ? [] : names.split('\n')), [names]);
}
