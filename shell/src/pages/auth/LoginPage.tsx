import { AuthScreenFrame } from './AuthScreenFrame';

/** Sign In: the frame of the screen; its form arrives with the admin shell issue. */
export default function LoginPage() {
  return <AuthScreenFrame title="Sign In" subtitle="Sign in to manage the service" />;
}
