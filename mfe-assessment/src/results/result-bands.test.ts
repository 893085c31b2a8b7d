import { siteConfig } from '@tulia/shared/site-config';
import { resultBands } from './result-bands';

describe('result band texts', () => {
  it('names each band after its animal: Ndege, Twiga, Simba', () => {
    expect(resultBands['ndege-crisis'].animal).toBe('Ndege');
    expect(resultBands.ndege.animal).toBe('Ndege');
    expect(resultBands.twiga.animal).toBe('Twiga');
    expect(resultBands.simba.animal).toBe('Simba');
  });

  it('flags crisis and urgency', () => {
    expect(resultBands['ndege-crisis']).toMatchObject({ crisis: true, urgent: true });
    expect(resultBands.ndege).toMatchObject({ crisis: false, urgent: true });
    expect(resultBands.twiga).toMatchObject({ crisis: false, urgent: false });
    expect(resultBands.simba).toMatchObject({ crisis: false, urgent: false });
  });

  it('gives the helpline and emergency services in every band that signals distress', () => {
    for (const band of [resultBands['ndege-crisis'], resultBands.ndege]) {
      const text = [band.description, ...band.recommendations, band.nextSteps].join(' ');
      expect(text).toContain(siteConfig.helplineDisplay);
      expect(text).toContain(siteConfig.emergencyNumber);
    }
    expect(resultBands['ndege-crisis'].recommendations.join(' ')).toContain(siteConfig.crisisEmail);
  });

  it('gives each band a description, recommendations and next steps', () => {
    for (const band of Object.values(resultBands)) {
      expect(band.title).not.toBe('');
      expect(band.description.length).toBeGreaterThan(40);
      expect(band.recommendations.length).toBeGreaterThanOrEqual(3);
      expect(band.nextSteps.length).toBeGreaterThan(40);
    }
  });

  it('never states the 48-80 reading of the Simba range', () => {
    expect(JSON.stringify(resultBands)).not.toContain('48');
  });
});
