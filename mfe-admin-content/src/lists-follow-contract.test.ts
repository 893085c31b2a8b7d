import { contactMessagesQuerySchema, resourcesQuerySchema } from '@tulia/shared/contract';
import { listContractMismatches } from '@tulia/shared/testing';
import { contactMessagesList } from './contact-messages/contact-messages-list';
import { resourcesList } from './resources/resources-list';

describe("the content screens' lists", () => {
  it.each([
    { list: contactMessagesList, query: contactMessagesQuerySchema },
    { list: resourcesList, query: resourcesQuerySchema },
  ])('$list.name asks only what the contract takes', ({ list, query }) => {
    expect(listContractMismatches(list, query)).toEqual([]);
  });
});
