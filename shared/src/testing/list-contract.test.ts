import { auditLogQuerySchema, listQuerySchema, listSorting, NEWEST_FIRST } from '@tulia/shared/contract';
import { auditLogList, choiceFilter } from '@tulia/shared/admin';
import { filterField } from '../contract/fields';
import { listContractMismatches } from './list-contract';

const sorting = listSorting(['name', 'created_at'], NEWEST_FIRST);
const query = listQuerySchema({ status: filterField('Status', ['active', 'inactive']) }, 100, sorting);
const list = { name: 'people', perPage: 20, filters: { status: choiceFilter(['active', 'inactive']) }, sorting };

describe('listContractMismatches', () => {
  it('finds nothing when the list asks only what the contract takes', () => {
    expect(listContractMismatches(list, query)).toEqual([]);
  });

  it('names a filter value, a sort and a page size the contract refuses', () => {
    const drifted = {
      ...list,
      perPage: 500,
      filters: { status: choiceFilter(['active', 'suspended']) },
      sorting: listSorting(['name', 'email'], { sort: 'name', order: 'asc' }),
    };
    expect(listContractMismatches(drifted, query)).toEqual(
      expect.arrayContaining([
        'people: the contract refuses 500 per page',
        'people: the contract refuses status=suspended',
        'people: the contract refuses sort=email',
      ]),
    );
    expect(listContractMismatches({ ...list, filters: { status: choiceFilter(['active', 'suspended']) } }, query)).toEqual([
      'people: the contract refuses status=suspended',
    ]);
  });

  it("holds for the shared layer's own list, the audit log", () => {
    expect(listContractMismatches(auditLogList, auditLogQuerySchema)).toEqual([]);
  });
});
