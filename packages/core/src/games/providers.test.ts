import { describe, expect, it } from 'vitest';
import { providerLogoUrl, providerName, providers } from './providers';

describe('provider-logo code map', () => {
  it('knows about 35 providers', () => {
    expect(Object.keys(providers)).toHaveLength(35);
  });

  it('maps both PPLAY and PPLAYLIVE to Pragmatic Play and its one logo', () => {
    expect(providerName('PPLAY')).toBe('Pragmatic Play');
    expect(providerName('PPLAYLIVE')).toBe('Pragmatic Play');
    expect(providerLogoUrl('PPLAYLIVE')).toBe('/api/media/provider/PPLAY.svg');
  });

  it('builds the logo URL from the code', () => {
    expect(providerLogoUrl('JILI')).toBe('/api/media/provider/JILI.svg');
    expect(providerLogoUrl('pgsoft')).toBe('/api/media/provider/PGSOFT.svg');
  });

  it('lets an unknown code stand for itself', () => {
    expect(providerName('NEWCO')).toBe('NEWCO');
    expect(providerLogoUrl('NEWCO')).toBe('/api/media/provider/NEWCO.svg');
  });
});
