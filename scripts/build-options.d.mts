import type { BuildEnvironmentOptions, Plugin } from 'vite';

export declare const productionBuild: BuildEnvironmentOptions;
export declare function precompress(): Plugin;
