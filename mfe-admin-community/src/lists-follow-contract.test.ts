import { bomaGroupsQuerySchema, rafikisQuerySchema, suggestionsQuerySchema } from '@tulia/shared/contract';
import { listContractMismatches } from '@tulia/shared/testing';
import { rafikisList } from './active-rafikis/rafikis-list';
import { bomaGroupsList } from './boma-groups/boma-groups-list';
import { groupSuggestionsList } from './group-suggestions/group-suggestions-list';

describe("the community screens' lists", () => {
  it.each([
    { list: bomaGroupsList, query: bomaGroupsQuerySchema },
    { list: groupSuggestionsList, query: suggestionsQuerySchema },
    { list: rafikisList, query: rafikisQuerySchema },
  ])('$list.name asks only what the contract takes', ({ list, query }) => {
    expect(listContractMismatches(list, query)).toEqual([]);
  });
});
