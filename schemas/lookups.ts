import { companyEndpoint } from './protocol/contract.ts';

const statesReply = {
  type: 'object',
  required: ['states'],
  properties: {
    states: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'abbreviation'],
        properties: {
          name: { type: 'string', description: "The state's name: 'Illinois'" },
          abbreviation: { type: 'string', description: "Its USPS code, what addresses store: 'IL'" },
        },
      },
    },
  },
} as const;

/** Reference data every member may read (spec 000 §7 States lookup). */
export const lookupEndpoints = {
  states: companyEndpoint({
    method: 'GET',
    path: '/lookup/states',
    tag: 'lookups',
    summary: 'The US states, DC and territories (name, abbreviation), by name',
    need: 'member',
    reply: statesReply,
    envelope: 'states',
  }),
} as const;
