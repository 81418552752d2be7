import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shareToastFor } from '../../../core/share/share-outcome';
import type { ShareOutcome } from '../../../core/share/share-outcome';
import type { ShareSiteInput } from '../../../use-cases/share-site';
import { demandToasts } from '../../services/toast-demand';

/**
 * The navigation's Share: the member's site link to the share sheet or the clipboard, then a
 * toast saying which. The live dashboard and the one drawn from the device's snapshot share it.
 */
export function useShareSite(shareSite: { execute(input: ShareSiteInput): Promise<ShareOutcome> }, domain: string, title: string): () => Promise<void> {
  const { t } = useTranslation('dashboard');
  return useCallback(async () => {
    const outcome = await shareSite.execute({ domain, title });
    const kind = shareToastFor(outcome);
    if (kind === null) return;
    // The toast library arrives with the first toast, not with the first screen.
    demandToasts();
    const { toast } = await import('react-toastify');
    toast.success(t(kind === 'shared' ? 'share.shared' : 'share.copied'));
  }, [shareSite, domain, title, t]);
}
