import { rafikisQuerySchema, therapistsQuerySchema, usersQuerySchema } from '@tulia/shared/contract';
import { listContractMismatches } from '@tulia/shared/testing';
import { rafikiRequestsList } from './rafiki-requests/rafiki-requests-list';
import { rafikisList } from './rafikis/rafikis-list';
import { therapistsList } from './therapists/therapists-list';
import { usersList } from './users/users-list';

describe("the people screens' lists", () => {
  it.each([
    { list: usersList, query: usersQuerySchema },
    { list: therapistsList, query: therapistsQuerySchema },
    { list: rafikisList, query: rafikisQuerySchema },
    { list: rafikiRequestsList, query: rafikisQuerySchema },
  ])('$list.name asks only what the contract takes', ({ list, query }) => {
    expect(listContractMismatches(list, query)).toEqual([]);
  });
});
