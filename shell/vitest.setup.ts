// Unit tests run without Module Federation: the admin branch gets the admin layer by import.
vi.mock('./src/admin/admin-layer', async () => {
  const layer = await import('@tulia/shared/admin');
  return { loadAdminLayer: () => Promise.resolve(layer), adminLayer: () => layer };
});
