import { AuthScreenFrame } from './AuthScreenFrame';

/** Create Admin Account: the frame of the screen; its form arrives with the admin shell issue. */
export default function RegisterPage() {
  return <AuthScreenFrame title="Create Admin Account" subtitle="Register a new administrator" />;
}
