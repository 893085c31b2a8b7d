import { loadShare } from '@module-federation/runtime';
import type * as AdminLayer from '@tulia/shared/admin';

export type AdminLayerModule = typeof AdminLayer;

let layer: AdminLayerModule | undefined;
let loading: Promise<AdminLayerModule> | undefined;

/**
 * Loads `@tulia/shared/admin` (TanStack Query and react-hook-form inside) through the
 * federation runtime, as the one copy the admin remotes share, when the admin branch opens.
 * Why not `import`: the federation build loads every shared module the shell imports as soon
 * as any page starts, and public pages must never download the admin layer.
 */
export function loadAdminLayer(): Promise<AdminLayerModule> {
  loading ??= loadShare<AdminLayerModule>('@tulia/shared/admin')
    .then((factory) => {
      const loaded = factory ? factory() : undefined;
      if (!loaded) throw new Error('The admin layer could not be loaded');
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
export function adminLayer(): AdminLayerModule {
  if (!layer) throw new Error('The admin layer is used before the admin branch loaded it');
  return layer;
}
