import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberMessage } from '../../../core/messages/message';
import { useShell } from '../../services/services-context';
import { useDashboard } from '../../services/dashboard-context';
import { DashboardPage } from '../../components/dashboard-page';
import { useFormat } from '../../services/use-format';

/** Runs the push-token machine the composition root provided, on this device's stored record. */
function PushRegistration({ onStopped }: { readonly onStopped: () => void }) {
  const { t } = useTranslation('dashboard');
  const { logger } = useShell();
  const { backend, member } = useDashboard();
  const { pushRegistration } = backend;
  const [snapshot, send] = useMachine(pushRegistration.machine, { input: pushRegistration.input(member.id) });
  const failed = snapshot.matches('failed');
  const error = snapshot.context.error;

  useEffect(() => {
    if (failed) logger.error('FCM error', error);
  }, [failed, error, logger]);

  useEffect(() => {
    if (snapshot.matches('unsubscribed')) onStopped();
  }, [snapshot, onStopped]);

  if (snapshot.matches('registered')) {
    return (
      <>
        <p role="status">{t('notifications.pushOn')}</p>
        <button type="button" className="button button--secondary" onClick={() => send({ type: 'UNSUBSCRIBE' })}>
          {t('notifications.pushDisable')}
        </button>
      </>
    );
  }
  if (snapshot.matches('unavailable')) return <p className="muted">{t('notifications.pushUnavailable')}</p>;
  if (snapshot.matches('refused')) return <p role="status">{t('notifications.pushRefused')}</p>;
  if (failed) return <p role="status">{t('notifications.pushFailed')}</p>;
  return <p aria-busy="true">{t('notifications.pushWorking')}</p>;
}

function PushControl() {
  const { t } = useTranslation('dashboard');
  const [phase, setPhase] = useState<'idle' | 'running' | 'stopped'>('idle');
  return (
    <section className="card" aria-labelledby="push-title">
      <h2 id="push-title">{t('notifications.pushTitle')}</h2>
      {phase === 'running' ? (
        <PushRegistration onStopped={() => setPhase('stopped')} />
      ) : (
        <>
          {phase === 'stopped' && <p role="status">{t('notifications.pushOff')}</p>}
          <button type="button" className="button" onClick={() => setPhase('running')}>
            {t('notifications.pushEnable')}
          </button>
        </>
      )}
    </section>
  );
}

/** /dashboard/notifications: the member's messages, newest first, and push on this device. */
export function NotificationsPage() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { logger } = useShell();
  const { backend, member } = useDashboard();
  const [messages, setMessages] = useState<readonly MemberMessage[] | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);

  useEffect(() => backend.messages.watchMessages(member.id, setMessages), [backend, member.id]);

  async function markRead(messageId: string) {
    setFailedId(null);
    try {
      await backend.useCases.markMessageRead.execute(member.id, messageId);
    } catch (error) {
      logger.error('Marking a message read failed', error);
      setFailedId(messageId);
    }
  }

  return (
    <DashboardPage title={t('notifications.title')}>
      {messages === null && <p aria-busy="true">{t('loading')}</p>}
      {messages !== null && messages.length === 0 && <p className="notice">{t('notifications.empty')}</p>}
      {messages !== null && messages.length > 0 && (
        <ul className="message-list">
          {messages.map((message) => (
            <li key={message.id} className={message.leido ? 'message' : 'message message--unread'}>
              <div>
                <h2 className="message__title">
                  {!message.leido && <span className="message__new">{t('notifications.new')}</span>} {message.title}
                </h2>
                <p>{message.body}</p>
                <p className="muted">
                  <time dateTime={new Date(message.createdAt).toISOString()}>{format.dateTime(message.createdAt)}</time>
                </p>
                {message.link !== null && (
                  <p>
                    <Link to={message.link}>
                      {t('notifications.open')}
                      <span className="visually-hidden">: {message.title}</span>
                    </Link>
                  </p>
                )}
                {failedId === message.id && <p role="alert">{t('notifications.markReadFailed')}</p>}
              </div>
              {!message.leido && (
                <button type="button" className="button button--secondary" onClick={() => void markRead(message.id)}>
                  {t('notifications.markRead')}
                  <span className="visually-hidden">: {message.title}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <PushControl />
    </DashboardPage>
  );
}
