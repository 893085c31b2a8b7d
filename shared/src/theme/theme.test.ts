import { system } from './index';

describe('theme', () => {
  it('defines the brand palette as tokens', () => {
    expect(system.token('colors.brand.600')).toBe('#17705e');
    expect(system.token('colors.sunrise.600')).toBe('#a85e02');
  });
});
