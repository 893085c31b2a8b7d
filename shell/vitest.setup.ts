// Unit tests run without Module Federation: the admin branch gets the resource layer by import.
vi.mock('./src/admin/admin-layer', async () => {
  const layer = await import('@tulia/shared/admin');
  return { loadAdminLayer: () => Promise.resolve(layer), resourceLayer: () => layer };
});
