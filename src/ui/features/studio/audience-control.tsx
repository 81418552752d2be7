import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { PlanTier } from '../../../core/plans/plan-level';
import { canUseUsersPortal } from '../../../core/plans/plan-gates';
import type { SiteGroup } from '../../../core/portal/customer';
import type { BackendServices } from '../../services/app-services';

/**
 * What the audience controls need: the owner's groups (null while they load). No context means
 * the member's plan has no Users Portal, and the controls are not shown.
 */
export interface AudienceOptions {
  readonly groups: readonly SiteGroup[] | null;
}

export const AudienceContext = createContext<AudienceOptions | null>(null);

/** The audience controls' options for a member on `tier`: the live groups on Elite, none below. */
export function useAudienceOptions(backend: BackendServices, ownerId: string, tier: PlanTier): AudienceOptions | null {
  const enabled = canUseUsersPortal(tier);
  const [groups, setGroups] = useState<readonly SiteGroup[] | null>(null);
  useEffect(() => (enabled ? backend.useCases.portal.watch.groups(ownerId, setGroups) : undefined), [backend, ownerId, enabled]);
  // One value while nothing changes, so the controls are not drawn again on every keystroke.
  return useMemo(() => (enabled ? { groups } : null), [enabled, groups]);
}

type Kind = 'everyone' | 'customers' | 'groups';

/** The edited audience as the control shows it; the core checks and normalises it on save. */
function shownAudience(value: unknown): { readonly kind: Kind; readonly groups: readonly string[] } {
  if (typeof value !== 'object' || value === null) return { kind: 'everyone', groups: [] };
  const { kind, groups } = value as { kind?: unknown; groups?: unknown };
  const chosen = Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
  return kind === 'customers' ? { kind, groups: [] } : kind === 'groups' ? { kind, groups: chosen } : { kind: 'everyone', groups: [] };
}

/**
 * "Who can see this": everyone, signed-in customers, or chosen groups of the owner's customers
 * (Elite's Users Portal). Drawn only where the member's plan has the portal.
 */
export function AudienceControl({
  id,
  label,
  value,
  error,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: unknown;
  /** The core's code for what is wrong ('required': groups chosen but none ticked). */
  readonly error: string | null;
  readonly onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation('studio');
  const options = useContext(AudienceContext);
  if (options === null) return null;
  const audience = shownAudience(value);
  const choose = (kind: Kind) => onChange(kind === 'everyone' ? undefined : kind === 'customers' ? { kind } : { kind, groups: audience.groups });
  const toggle = (group: string, on: boolean) =>
    onChange({ kind: 'groups', groups: on ? [...audience.groups.filter((g) => g !== group), group] : audience.groups.filter((g) => g !== group) });
  // Groups deleted since they were chosen stay listed while ticked, so they can be taken off.
  const known = new Set((options.groups ?? []).map((g) => g.id));
  const deleted = options.groups === null ? [] : audience.groups.filter((g) => !known.has(g));
  const message = error === null ? null : error === 'required' ? t('audience.chooseGroup') : t('errors.invalid');
  return (
    <fieldset className="audience-field" aria-describedby={`${id}-hint`}>
      <legend>{label}</legend>
      <div className="audience-field__kinds">
        {(['everyone', 'customers', 'groups'] as const).map((kind) => (
          <span key={kind} className="field--checkbox">
            <input id={`${id}-${kind}`} type="radio" name={id} checked={audience.kind === kind} onChange={() => choose(kind)} />
            <label htmlFor={`${id}-${kind}`}>{t(`audience.${kind}`)}</label>
          </span>
        ))}
      </div>
      {audience.kind === 'groups' &&
        (options.groups === null ? (
          <p className="field__hint" aria-busy="true">
            {t('audience.loadingGroups')}
          </p>
        ) : options.groups.length === 0 && deleted.length === 0 ? (
          <p className="field__hint">
            {t('audience.noGroups')} <Link to={ROUTES.groups}>{t('audience.createGroups')}</Link>
          </p>
        ) : (
          <fieldset className="audience-field__groups" aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined}>
            <legend>{t('audience.groupsLabel')}</legend>
            {[...options.groups.map((g) => ({ id: g.id, name: g.name })), ...deleted.map((g) => ({ id: g, name: t('audience.deletedGroup') }))].map((group) => (
              <span key={group.id} className="field--checkbox">
                <input
                  id={`${id}-group-${group.id}`}
                  type="checkbox"
                  checked={audience.groups.includes(group.id)}
                  onChange={(e) => toggle(group.id, e.target.checked)}
                />
                <label htmlFor={`${id}-group-${group.id}`}>{group.name}</label>
              </span>
            ))}
          </fieldset>
        ))}
      <span className="field__hint" id={`${id}-hint`}>
        {t('audience.hint')}
      </span>
      {message && (
        <span className="field__error" id={`${id}-error`}>
          {message}
        </span>
      )}
    </fieldset>
  );
}

/** "Members only" beside what only some viewers may see. */
export function MembersOnlyBadge() {
  const { t } = useTranslation('studio');
  return (
    <>
      {' '}
      <span className="audience-badge">{t('audience.badge')}</span>
    </>
  );
}
