// Unit tests run without Module Federation: the admin branch gets the resource layer by import.
vi.mock('./src/admin/resource-layer', async () => {
  const layer = await import('@tulia/shared/resources');
  return { loadResourceLayer: () => Promise.resolve(layer), resourceLayer: () => layer };
});
