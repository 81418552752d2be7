import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';
import { DashboardPage } from '../../components/dashboard-page';

/**
 * Users Portal, Groups and Forms: what each is for, and plainly that its page is not built yet.
 * Forms already reach the member: each message arrives as a notification (formAlerts).
 */
export function FeaturePlaceholderPage({ feature }: { readonly feature: 'users' | 'groups' | 'forms' }) {
  const { t } = useTranslation('dashboard');
  const copy = {
    users: { title: t('placeholder.usersTitle'), text: t('placeholder.usersText') },
    groups: { title: t('placeholder.groupsTitle'), text: t('placeholder.groupsText') },
    forms: { title: t('placeholder.formsTitle'), text: t('placeholder.formsText') },
  }[feature];
  return (
    <DashboardPage title={copy.title}>
      <p>{copy.text}</p>
      {feature === 'forms' ? (
        <p className="notice">
          {t('placeholder.formsInbox')} <Link to={ROUTES.notifications}>{t('placeholder.openNotifications')}</Link>
        </p>
      ) : (
        <p className="notice">{t('placeholder.empty')}</p>
      )}
    </DashboardPage>
  );
}
