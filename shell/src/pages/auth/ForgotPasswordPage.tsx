import { AuthScreenFrame } from './AuthScreenFrame';

/** Forgot Password: the frame of the screen; its form arrives with the admin shell issue. */
export default function ForgotPasswordPage() {
  return <AuthScreenFrame title="Forgot Password" subtitle="We will e-mail you a link to choose a new password" />;
}
