describe('@tulia/shared/api-client entry', () => {
  beforeEach(() => {
    vi.resetModules();
    delete globalThis.__TULIA_SHARED_INSTANCES__;
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('registers one instance per evaluation', async () => {
    await import('./index');
    expect(globalThis.__TULIA_SHARED_INSTANCES__?.['api-client']).toBe(1);
  });

  it('exports a singleton on /api that uses the global fetch at call time', async () => {
    const { apiClient, refreshAccessToken } = await import('./index');
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      return new Response(JSON.stringify({ url }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('admin_access_token', 'a');
    localStorage.setItem('admin_refresh_token', 'r');
    expect(apiClient.baseUrl).toBe('/api');
    await expect(apiClient.get('admin/dashboard')).resolves.toEqual({
      url: `${window.location.origin}/api/admin/dashboard`,
    });
    // The answer lacks access_token, so the refresh fails; the singleton does the refresh.
    await expect(refreshAccessToken()).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
