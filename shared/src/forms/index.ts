/**
 * The zod resolver of react-hook-form, as one shared module: each app bundling its own copy
 * also bundled its own copy of zod's parser, downloaded once per remote on the admin screens.
 */
export { zodResolver } from '@hookform/resolvers/zod';
