import { componentTestConfig } from '../scripts/vitest-config';

export default componentTestConfig();
