// One lint configuration for every workspace: TypeScript strictness (no `any`), React hooks
// rules, and accessibility of what the screens draw (jsx-a11y).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Shared packages are never tree-shaken by Module Federation: Chakra and React Router come
// through the shared library's trimmed modules (shared/src/chakra, shared/src/router).
const sharedLibraryPaths = [
  { name: '@chakra-ui/react', message: "Import from '@tulia/shared/chakra' (add the piece there if it is missing)." },
  { name: 'react-router-dom', message: "Import from '@tulia/shared/router' (add the piece there if it is missing)." },
];

// A remote never imports another remote, by its package or federation name or by a relative
// path out of its folder: what two remotes share lives in @tulia/shared.
const otherRemotes = [
  { regex: '^(?:@tulia/)?mfe[-_]', message: 'A remote does not import another remote: share the piece through @tulia/shared.' },
  { regex: '^(?:\\.\\./)+mfe-', message: 'A remote does not import another remote: share the piece through @tulia/shared.' },
];

// The api's modules (api/src/modules/<module>/: one feature's routes, service and rules) import
// their own files and the api's infrastructure: api/src's auth, db, http, audit, mail, config,
// context, support-hours…, and the files at modules/ top level (common, listing, people,
// profiles, audit-entries, plural, count-cache). Never another module's files: what two modules
// need lives in the infrastructure. The exceptions are one module working through another's
// service, each named here so that a new one is a decision.
const apiModules = readdirSync(new URL('api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleDependencies = {
  // The public contact form stores a message as the back office's service does.
  contact: ['contact-messages/service'],
  // Storing a `high` message alerts on-call in the same transaction.
  'contact-messages': ['crisis-alerts/alerts'],
  // Acknowledging an alert locks the message and answers it as the list shows it.
  'crisis-alerts': ['contact-messages/message-rows'],
  // The oldest waiting crisis message, counted as the triage statistics count it.
  dashboard: ['contact-messages/triage-stats'],
  // An export is each list's own query, unpaged.
  exports: ['audit-log/service', 'contact-messages/service', 'rafikis/service', 'therapists/service', 'users/service'],
  // Approving a suggestion creates its group.
  'group-suggestions': ['boma-groups/service'],
};
/** The restriction of one module's files, `depth` folders below api/src/modules. */
function moduleBoundary(module, depth) {
  const allowed = (moduleDependencies[module] ?? []).map((path) => `${path}$`).join('|');
  const up = `(?:\\.\\./){${depth}}`;
  return {
    files: [`api/src/modules/${module}/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: sharedLibraryPaths,
          patterns: [
            {
              regex: `^${up}${allowed ? `(?!${allowed})` : ''}[^./][^/]*/`,
              message: "A module does not import another module's files: move what both need to the api's infrastructure (eslint.config.js).",
            },
            { regex: '^(?:\\.\\./)+modules/', message: "Import the module's own files as ./…, the infrastructure of api/src/modules as ../…." },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      'deploy/**',
      'e2e/.deploy-*/**',
      '**/.deploy/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: sharedLibraryPaths }],
    },
  },
  {
    // Type-aware rules: a promise is awaited, handled with .catch, or marked `void` where nobody
    // waits for it on purpose; it is never handed where a plain callback is expected, and only
    // promises are awaited. Each file is checked with the tsconfig.json nearest to it.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // The router's navigate() gives a promise (data routers) that settles when the
          // navigation is done and never rejects: a failed load shows the route's error element.
          allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }],
        },
      ],
      // JSX attributes stay checked (no `checksVoidReturn: { attributes: false }`): React drops
      // what a handler returns, so an async handler's failure would go unseen. A form hands
      // react-hook-form's submit to the element as `(event) => void onSubmit(event)`, its
      // handler showing its own failures.
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Files no tsconfig includes (tool configs at a workspace's root, the root scripts/ that
    // builds import) get no type information, hence none of the rules that need it.
    files: ['scripts/**', '**/*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['mfe-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: sharedLibraryPaths, patterns: otherRemotes }] },
  },
  {
    // Admin screens take the form library and the cache from the resource layer, so a form's
    // provider and its fields share one copy (see shared/src/admin/index.ts).
    files: ['mfe-admin-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: otherRemotes,
          paths: [
            ...sharedLibraryPaths,
            { name: 'react-hook-form', message: "Import from '@tulia/shared/admin'.", allowTypeImports: true },
            { name: '@hookform/resolvers/zod', message: "Import from '@tulia/shared/admin'." },
            { name: '@tanstack/react-query', message: "Use '@tulia/shared/admin'.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/chakra/**', 'shared/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Module folders are flat today; a subfolder's files are checked from their own depth.
  ...apiModules.flatMap((module) => [1, 2].map((depth) => moduleBoundary(module, depth))),
  {
    // Accessibility is a requirement (axe-core in e2e finds what the browser draws; this finds it
    // in review). eslint-plugin-jsx-a11y-x is the maintained fork of eslint-plugin-jsx-a11y that
    // supports ESLint 10. The design system's components are checked as the elements they draw
    // (not its Link: it wraps the router's, whose address is `to`, with asChild).
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
    settings: {
      'jsx-a11y-x': {
        components: { Button: 'button', IconButton: 'button', Image: 'img', Img: 'img', Input: 'input', Textarea: 'textarea', Heading: 'h2' },
      },
    },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // The router's links take their address as `to`.
      'jsx-a11y-x/anchor-is-valid': ['error', { specialLink: ['to'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
