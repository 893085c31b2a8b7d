import { loadShare } from '@module-federation/runtime';
import type * as ResourceLayer from '@tulia/shared/resources';

export type ResourceLayerModule = typeof ResourceLayer;

let layer: ResourceLayerModule | undefined;
let loading: Promise<ResourceLayerModule> | undefined;

/**
 * Loads `@tulia/shared/resources` (TanStack Query and react-hook-form inside) through the
 * federation runtime, as the one copy the admin remotes share, when the admin branch opens.
 * Why not `import`: the federation build loads every shared module the shell imports as soon
 * as any page starts, and public pages must never download the admin resource layer.
 */
export function loadResourceLayer(): Promise<ResourceLayerModule> {
  loading ??= loadShare<ResourceLayerModule>('@tulia/shared/resources')
    .then((factory) => {
      const loaded = factory ? factory() : undefined;
      if (!loaded) throw new Error('The admin resource layer could not be loaded');
      layer = loaded;
      return loaded;
    })
    .catch((error: unknown) => {
      // Forget a failed load: the next visit to the admin area tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The loaded layer, for the admin branch's screens (the branch waits for it before it renders). */
export function resourceLayer(): ResourceLayerModule {
  if (!layer) throw new Error('The admin resource layer is used before the admin branch loaded it');
  return layer;
}
