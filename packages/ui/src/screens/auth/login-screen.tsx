import { safeLocalPath, useTranslation } from '@playfront/core/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../site/language';
import { LoginForm } from './login-form';
import { AuthPage } from './auth-page';

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
    <AuthPage title={t('login')}>
      <LoginForm onSuccess={done} />
    </AuthPage>
  );
}
