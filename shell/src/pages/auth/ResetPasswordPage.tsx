import { AuthScreenFrame } from './AuthScreenFrame';

/** Reset Password: the frame of the screen; its form arrives with the admin shell issue. */
export default function ResetPasswordPage() {
  return <AuthScreenFrame title="Reset Password" subtitle="Choose a new password" />;
}
