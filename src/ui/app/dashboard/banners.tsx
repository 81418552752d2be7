import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../core/dashboard/banner';
import { MODAL_ANIMATION_MS } from '../../../core/dashboard/layout-constants';
import { ROUTES } from '../../../core/dashboard/route-paths';
import type { EpochMs } from '../../../core/time/time';
import { trialCountdownMachine } from '../../../core/trial/trial-countdown.machine';
import { useShell } from '../../services/services-context';
import { LanguageSwitch } from '../../components/language-switch';
import { SignOutButton } from '../../components/sign-out-button';
import { useFocusTrap } from '../../components/use-focus-trap';

function ActivateLink({ label }: { readonly label: string }) {
  return (
    <Link className="button banner__action" to={ROUTES.subscription}>
      {label}
    </Link>
  );
}

/** The "What's next?" dialog of the green banner: modal, Escape closes, focus returns. */
function WhatsNextDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const { config } = useShell();
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  useFocusTrap(dialogRef);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(onClose, MODAL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [closing, onClose]);

  return (
    <div
      className={`modal-backdrop${closing ? ' modal-backdrop--closing' : ''}`}
      style={{ animationDuration: `${MODAL_ANIMATION_MS}ms` }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setClosing(true);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) setClosing(true);
      }}
    >
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-labelledby="whats-next-title" style={{ animationDuration: `${MODAL_ANIMATION_MS}ms` }}>
        <h2 id="whats-next-title">{t('whatsNext.title')}</h2>
        <p>{t('whatsNext.text')}</p>
        <p>
          {t('whatsNext.support')} <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </p>
        <button ref={closeRef} type="button" className="button" onClick={() => setClosing(true)}>
          {t('whatsNext.close')}
        </button>
      </div>
    </div>
  );
}

function AllSetBanner() {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const seeMoreRef = useRef<HTMLButtonElement>(null);
  return (
    <section className="banner banner--success" aria-labelledby="banner-title">
      <div className="banner__text">
        <strong id="banner-title">{t('banner.allSetTitle')}</strong> <span>{t('banner.allSetText')}</span>
      </div>
      <button ref={seeMoreRef} type="button" className="button button--secondary banner__action" onClick={() => setOpen(true)}>
        {t('banner.seeMore')}
      </button>
      {open && (
        <WhatsNextDialog
          onClose={() => {
            setOpen(false);
            seeMoreRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The free-trial countdown, refreshed every second by the core's countdown machine. */
function TrialBanner({ activeUntil, onEnded }: { readonly activeUntil: EpochMs; readonly onEnded: () => void }) {
  const { t } = useTranslation('dashboard');
  const { clock } = useShell();
  const [snapshot] = useMachine(trialCountdownMachine, { input: { activeUntil, now: () => clock.now() } });
  const ended = snapshot.status === 'done';
  const { days, hours, minutes, seconds } = snapshot.context.remaining;

  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);

  return (
    <section className="banner banner--trial" aria-labelledby="banner-title">
      <div className="banner__text">
        <strong id="banner-title">{t('banner.trialTitle')}</strong>{' '}
        {ended ? (
          <span role="status">{t('banner.trialEnded')}</span>
        ) : (
          <span className="countdown" aria-label={t('banner.trialLeft')} role="timer">
            <span>
              <b>{days}</b> {t('banner.days')}
            </span>{' '}
            <span>
              <b>{pad(hours)}</b> {t('banner.hours')}
            </span>{' '}
            <span>
              <b>{pad(minutes)}</b> {t('banner.minutes')}
            </span>{' '}
            <span>
              <b data-testid="countdown-seconds">{pad(seconds)}</b> {t('banner.seconds')}
            </span>
          </span>
        )}
      </div>
      <ActivateLink label={t('banner.activate')} />
    </section>
  );
}

function PendingPaymentOverlay() {
  const { t } = useTranslation('dashboard');
  const actionRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef);
  useEffect(() => {
    actionRef.current?.focus();
  }, []);
  return (
    <div className="overlay">
      <div ref={panelRef} className="overlay__panel" role="alertdialog" aria-modal="true" aria-labelledby="overlay-title" aria-describedby="overlay-text">
        <h2 id="overlay-title">{t('overlay.title')}</h2>
        <p id="overlay-text">{t('overlay.text')}</p>
        <Link ref={actionRef} className="button" to={ROUTES.subscription}>
          {t('overlay.activate')}
        </Link>
        {/* Whoever cannot read it, or is on someone else's computer, is not stuck under it. */}
        <div className="overlay__account">
          <LanguageSwitch />
          <SignOutButton />
        </div>
      </div>
    </div>
  );
}

export interface DashboardBannerProps {
  readonly banner: Banner;
  /** Called when the running countdown reaches the end of the trial. */
  readonly onTrialEnded: () => void;
}

/** The banner and the overlay the core chose (spec section 4, "Banners"). */
export function DashboardBanner({ banner, onTrialEnded }: DashboardBannerProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {banner.kind === 'activate' && (
        <section className="banner banner--danger" aria-labelledby="banner-title">
          <div className="banner__text">
            <strong id="banner-title">{t('banner.activateTitle')}</strong> <span>{t('banner.activateText')}</span>
          </div>
          <ActivateLink label={t('banner.activate')} />
        </section>
      )}
      {banner.kind === 'trial-ended' && (
        <section className="banner banner--danger" aria-labelledby="banner-title">
          <div className="banner__text">
            <strong id="banner-title">{t('banner.trialTitle')}</strong> <span>{t('banner.trialEnded')}</span>
          </div>
          <ActivateLink label={t('banner.activate')} />
        </section>
      )}
      {banner.kind === 'all-set' && <AllSetBanner />}
      {banner.kind === 'free-trial' && banner.activeUntil !== undefined && (
        <TrialBanner key={banner.activeUntil} activeUntil={banner.activeUntil} onEnded={onTrialEnded} />
      )}
      {banner.pendingPaymentOverlay && <PendingPaymentOverlay />}
    </>
  );
}
