import { AUDIT_ACTIONS } from '@tulia/shared/contract';
import { actionLabel, entityLabel } from './audit-log-texts';

describe('audit log texts', () => {
  it('names every action of the contract in its own words', () => {
    const labels = AUDIT_ACTIONS.map(actionLabel);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
    expect(actionLabel('access_request')).toBe('Personal data handed over');
    expect(actionLabel('purge')).toBe('Retention clean-up');
  });

  it('spells out an action or record type the contract does not know yet', () => {
    expect(actionLabel('archive_all')).toBe('Archive all');
    expect(entityLabel('data_subject')).toBe('Person (data request)');
    expect(entityLabel('boma_group')).toBe('Boma group');
  });
});
