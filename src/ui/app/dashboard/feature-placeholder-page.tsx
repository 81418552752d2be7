import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../components/dashboard-page';

/** Users Portal and Groups: what each is for, and plainly that its page is not built yet. */
export function FeaturePlaceholderPage({ feature }: { readonly feature: 'users' | 'groups' }) {
  const { t } = useTranslation('dashboard');
  const copy = {
    users: { title: t('placeholder.usersTitle'), text: t('placeholder.usersText') },
    groups: { title: t('placeholder.groupsTitle'), text: t('placeholder.groupsText') },
  }[feature];
  return (
    <DashboardPage title={copy.title}>
      <p>{copy.text}</p>
      <p className="notice">{t('placeholder.empty')}</p>
    </DashboardPage>
  );
}
