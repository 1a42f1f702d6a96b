import { safeLocalPath, useTranslation } from '@playfront/core/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../site/language';
import { LoginForm } from './login-form';

/** The /login page: after sign-in it goes to a safe local `redirect`, else home. */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { localize } = useLanguage();

  const done = () => {
    const target = safeLocalPath(query.get('redirect'));
    void navigate(target === '/' ? localize('/') : target, { replace: true });
  };

  return (
    <section className="pf-auth">
      <h1 className="pf-auth__title">{t('login')}</h1>
      <LoginForm onSuccess={done} />
    </section>
  );
}
