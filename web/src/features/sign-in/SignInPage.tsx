/** Sign in with email and password, then back to where the person was going (?next=). */
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-client.ts';
import { useSessionStore } from '../session/session-store.ts';
import { TextField } from '../../ui/TextField.tsx';
import './sign-in.css';
import { usePageTitle } from '../session/use-page-title.ts';
import { MAIN_ID, SkipLink } from '../shell/SkipLink.tsx';

/** Only same-site paths, so a crafted link cannot send someone elsewhere after signing in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/sign-in') ? next : '/';
}

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSessionStore((s) => s.status);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const next = safeNext(params.get('next'));

  usePageTitle('Sign in');

  if (status === 'ready' && !submitting) return <Navigate to={next} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await useSessionStore.getState().signIn(email, password);
      navigate(next, { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, 'internal', String(caught)));
      setSubmitting(false);
    }
  };

  const emailError = error?.issueFor('email');
  const passwordError = error?.issueFor('password');
  const generalError = error && !emailError && !passwordError ? error.message : null;

  return (
    <>
      <SkipLink />
      <main className="sign-in" id={MAIN_ID} tabIndex={-1}>
        <p className="sign-in-brand" aria-hidden="true">
          <span className="sign-in-mark" />
          Configurator
        </p>
        <form className="sign-in-card card" onSubmit={onSubmit} noValidate aria-labelledby="sign-in-title">
          <h1 id="sign-in-title">Sign in</h1>
          <p className="muted sign-in-lead">Use the email address your invitation was sent to.</p>
          {generalError && (
            <div className="banner banner-error" role="alert">
              {generalError}
            </div>
          )}
          <TextField label="Email" type="email" autoComplete="username" value={email} error={emailError} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="submit" className="btn btn-primary sign-in-submit" disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </main>
    </>
  );
}

export { SignInPage as Component };
