import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingFeedKey } from '../../../core/bookings/booking-feed';
import { bookingFeedUrl } from '../../../core/bookings/booking-feed';
import { useDashboard } from '../../services/dashboard-context';
import { useShell } from '../../services/services-context';
import { useFormat } from '../../services/use-format';

type FeedState = { readonly kind: 'loading' } | { readonly kind: 'none'; readonly revoked: boolean } | { readonly kind: 'on'; readonly key: BookingFeedKey; readonly url: string | null };

/**
 * The owner's calendar feed: make a secret address (shown once, to copy: only its hash is kept),
 * make a new one (the old stops working) or turn it off.
 */
export function BookingFeedCard() {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const { share, logger } = useShell();
  const { backend, member } = useDashboard();
  const feed = backend.useCases.bookings.feed;
  const [state, setState] = useState<FeedState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<'copied' | 'copyFailed' | 'failed' | null>(null);
  const linkId = useId();

  useEffect(() => {
    let live = true;
    feed.current(member.id).then(
      (key) => live && setState(key === null ? { kind: 'none', revoked: false } : { kind: 'on', key, url: null }),
      (cause: unknown) => {
        logger.error('Reading the calendar address failed', cause);
        if (live) setState({ kind: 'none', revoked: false });
      },
    );
    return () => {
      live = false;
    };
  }, [feed, member.id, logger]);

  const act = (work: () => Promise<FeedState>) => {
    setBusy(true);
    setSaid(null);
    work()
      .then(setState, (cause: unknown) => {
        logger.error('Changing the calendar address failed', cause);
        setSaid('failed');
      })
      .finally(() => setBusy(false));
  };
  const create = () => act(async () => {
    const made = await feed.create(member.id);
    return { kind: 'on', key: made.key, url: bookingFeedUrl(window.location.origin, member.username, made.token) };
  });
  const revoke = () => act(async () => {
    await feed.revoke(member.id);
    return { kind: 'none', revoked: true };
  });

  return (
    <section className="card booking-feed" aria-labelledby="booking-feed-title">
      <h2 id="booking-feed-title">{t('bookingTools.feed.title')}</h2>
      <p className="muted">{t('bookingTools.feed.intro')}</p>
      {state.kind === 'loading' && <p aria-busy="true">{t('bookingTools.feed.loading')}</p>}
      {state.kind === 'none' && <p>{state.revoked ? t('bookingTools.feed.revoked') : t('bookingTools.feed.none')}</p>}
      {state.kind === 'on' && state.url !== null && (
        <>
          <p>{t('bookingTools.feed.created')}</p>
          <div className="field">
            <label htmlFor={linkId}>{t('bookingTools.feed.linkLabel')}</label>
            <input id={linkId} type="text" readOnly value={state.url} onFocus={(event) => event.currentTarget.select()} />
          </div>
          <p className="muted">{t('bookingTools.feed.howTo')}</p>
        </>
      )}
      {state.kind === 'on' && state.url === null && <p>{t('bookingTools.feed.active', { date: format.date(state.key.createdAt) })}</p>}
      {state.kind !== 'loading' && (
        <p className="booking-card__actions">
          {state.kind === 'on' && state.url !== null && (
            <button
              type="button"
              className="button"
              onClick={() => {
                const url = state.url ?? '';
                void share.copyToClipboard(url).then(
                  () => setSaid('copied'),
                  (cause: unknown) => {
                    logger.error('Copying the calendar address failed', cause);
                    setSaid('copyFailed');
                  },
                );
              }}
            >
              {t('bookingTools.feed.copy')}
            </button>
          )}
          <button type="button" className={state.kind === 'none' ? 'button' : 'button button--secondary'} disabled={busy} onClick={create}>
            {state.kind === 'none' ? t('bookingTools.feed.create') : t('bookingTools.feed.replace')}
          </button>
          {state.kind === 'on' && (
            <button type="button" className="button button--secondary" disabled={busy} onClick={revoke}>
              {t('bookingTools.feed.revoke')}
            </button>
          )}
        </p>
      )}
      <p role="status" className={said === 'failed' || said === 'copyFailed' ? 'field__error' : 'muted'}>
        {said === null ? '' : t(`bookingTools.feed.${said}`)}
      </p>
    </section>
  );
}
