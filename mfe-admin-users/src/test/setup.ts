import '../../../scripts/vitest-jsdom-setup';
