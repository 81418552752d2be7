import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../components/dashboard-page';

/** Users Portal, Groups and Forms: what each is for, until their content arrives with the studio. */
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
      <p className="notice">{t('placeholder.empty')}</p>
    </DashboardPage>
  );
}
