import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberMessage } from '../../../core/messages/message';
import type { PushTokenSnapshot } from '../../../core/push/push-token.machine';
import { useShell } from '../../services/services-context';
import { useDashboard } from '../../services/dashboard-context';
import { DashboardPage } from '../../components/dashboard-page';
import { useFormat } from '../../services/use-format';

type PushControlState = 'idle' | 'working' | 'on' | 'off' | 'unavailable' | 'refused' | 'failed';

/**
 * What the control shows of the member's run on this page. A run a visit started and that ended
 * without registering was not the member's doing: they are offered Enable, as before any run.
 */
function pushControlState(snapshot: PushTokenSnapshot | null): PushControlState {
  if (snapshot === null) return 'idle';
  if (snapshot.matches('registered')) return 'on';
  if (snapshot.matches('unsubscribed')) return 'off';
  if (snapshot.status === 'active') return 'working';
  if (snapshot.context.startedBy === 'visit') return 'idle';
  if (snapshot.matches('unavailable')) return 'unavailable';
  if (snapshot.matches('refused')) return 'refused';
  return 'failed';
}

/** Push on this device: the same run the dashboard keeps up on every visit, shown and driven here. */
function PushControl() {
  const { t } = useTranslation('dashboard');
  const { backend, member } = useDashboard();
  const push = backend.pushRegistration.forMember(member.id);
  const state = pushControlState(useSyncExternalStore(push.subscribe, push.snapshot));
  return (
    <section className="card" aria-labelledby="push-title">
      <h2 id="push-title">{t('notifications.pushTitle')}</h2>
      {state === 'on' && (
        <>
          <p role="status">{t('notifications.pushOn')}</p>
          <button type="button" className="button button--secondary" onClick={() => push.disable()}>
            {t('notifications.pushDisable')}
          </button>
        </>
      )}
      {state === 'working' && <p aria-busy="true">{t('notifications.pushWorking')}</p>}
      {state === 'unavailable' && <p className="muted">{t('notifications.pushUnavailable')}</p>}
      {state === 'refused' && <p role="status">{t('notifications.pushRefused')}</p>}
      {state === 'failed' && <p role="status">{t('notifications.pushFailed')}</p>}
      {(state === 'idle' || state === 'off') && (
        <>
          {state === 'off' && <p role="status">{t('notifications.pushOff')}</p>}
          <button type="button" className="button" onClick={() => push.enable()}>
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

  useEffect(() => backend.useCases.watchMessages.watch(member.id, setMessages), [backend, member.id]);

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
                <p className="message__body">{message.body}</p>
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
