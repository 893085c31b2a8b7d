import { AUDIT_ACTIONS } from '@tulia/shared/contract';
import { actionLabel, actorLabel, actorNote, actorOptionLabel, entityLabel } from './audit-log-texts';

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

  it("names an actor with the account's e-mail, or says the account is gone", () => {
    const actor = { id: 4, full_name: 'Amani Wanjiru', email: 'amani@example.org' };
    expect(actorOptionLabel(actor)).toBe('Amani Wanjiru (amani@example.org)');
    expect(actorOptionLabel({ ...actor, email: null })).toBe('Amani Wanjiru');
    expect(actorNote({ actor })).toBe('amani@example.org');
    expect(actorNote({ actor: { id: null, full_name: 'Amani Wanjiru', email: null } })).toBe('Deleted account');
    expect(actorNote({ actor: null })).toBeNull();
    expect(actorLabel({ actor: { ...actor, full_name: '' } })).toBe('Account #4');
    expect(actorLabel({ actor: null })).toBe('Not signed in');
  });
});
