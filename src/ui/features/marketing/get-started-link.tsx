import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../core/dashboard/route-paths';

interface GetStartedLinkProps {
  readonly className: string;
  /** The words the link shows ("Get started", "Crea tu sitio"). */
  readonly text: string;
  readonly onClick?: () => void;
}

/**
 * A link to sign-up whose name says what it starts: "Get started" alone says nothing out of
 * context (a list of links, a screen reader's rotor). The name opens with the words shown, so a
 * voice user can still say what they see (WCAG 2.5.3).
 */
export function GetStartedLink({ className, text, onClick }: GetStartedLinkProps) {
  const { t } = useTranslation();
  return (
    <Link className={className} to={ROUTES.getStarted} aria-label={t('nav.getStartedName', { text })} onClick={onClick}>
      {text}
    </Link>
  );
}
