import { describe, expect, it } from 'vitest';
import { resourceNamed, resources } from '../../../resources.config.ts';
import { personEndpoints } from '../../../schemas/person/endpoints.ts';
import { resourceCsv } from '../../../src/client/crud/resource-csv.ts';
import { isSingleton } from '../../../src/client/resources/definition.ts';

describe("a declared resource's 'Download CSV'", () => {
  it("downloads the list's export endpoint, which names the file after the list", () => {
    const csv = resourceCsv(resourceNamed('people'));
    expect(csv?.endpoint).toBe(personEndpoints.export);
    expect(personEndpoints.export.csvExport.fileName).toBe('people');
  });

  it('is offered by every listed resource, and by none without an export', () => {
    for (const resource of resources) {
      if (isSingleton(resource)) continue;
      expect(resourceCsv(resource), resource.name).not.toBeNull();
    }
    const people = resourceNamed('people');
    expect(resourceCsv({ ...people, api: { ...people.api, export: undefined } })).toBeNull();
  });
});
