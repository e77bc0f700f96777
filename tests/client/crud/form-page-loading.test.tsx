import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lookupEndpoints } from '../../../schemas/lookups.ts';
import { roleEndpoints } from '../../../schemas/role.ts';
import { FormPageBody, FormPageLoading } from '../../../src/client/crud/FormPageFrame.tsx';
import { formChoiceSources } from '../../../src/client/crud/use-form-choices.ts';
import { newPolicyUiSchema, policyUiSchema } from '../../../src/client/resources/insurance-policies.ts';
import { personUiSchema } from '../../../src/client/resources/people.ts';
import { propertyUiSchema } from '../../../src/client/resources/properties.ts';
import { SessionContext, type SessionContextValue } from '../../../src/client/session/session-context.ts';
import { companyRowsQuery } from '../../../src/client/widgets/use-company-rows.ts';

const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const session = { currentCompany: { companyId: COMPANY }, permissions: [] } as unknown as SessionContextValue;

function page(client: QueryClient, children: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SessionContext value={session}>{children}</SessionContext>
    </QueryClientProvider>,
  );
}

const THE_FORM = <p>First name</p>;
const SKELETON = 'aria-label="Loading the form"';

describe('a form page while it loads (issue 23 #14)', () => {
  it("finds the lists the form's selects read: the user form's roles, the property form's states, nothing for a policy", () => {
    expect(formChoiceSources(personUiSchema).map((source) => source.endpoint)).toEqual([roleEndpoints.list]);
    expect(formChoiceSources(propertyUiSchema).map((source) => source.endpoint)).toEqual([lookupEndpoints.states]);
    expect(formChoiceSources(policyUiSchema)).toEqual([]);
    expect(formChoiceSources(newPolicyUiSchema)).toEqual([]);
  });

  it('shows the skeleton, not an empty card, while the record loads', () => {
    const html = page(new QueryClient(), <FormPageLoading title="Edit Policy" />);
    expect(html).toContain('Edit Policy');
    expect(html).toContain(SKELETON);
    expect(html).toContain('ant-skeleton');
  });

  it("holds the form behind the skeleton until its selects' choices have arrived (Add User's roles)", () => {
    const client = new QueryClient();
    const waiting = page(client, <FormPageBody uiSchema={personUiSchema}>{THE_FORM}</FormPageBody>);
    expect(waiting).toContain(SKELETON);
    expect(waiting).not.toContain('First name');

    const [roles] = formChoiceSources(personUiSchema);
    client.setQueryData(companyRowsQuery(COMPANY, roles).queryKey, [{ id: 'r1', name: 'Manager', active: true }]);
    const ready = page(client, <FormPageBody uiSchema={personUiSchema}>{THE_FORM}</FormPageBody>);
    expect(ready).toContain('First name');
    expect(ready).not.toContain(SKELETON);
  });

  it("shows the skeleton while the form's own code loads (SchemaForm's chunk and validator suspend)", () => {
    const never = new Promise<never>(() => {});
    function LoadingForm(): ReactNode {
      return use(never);
    }
    const html = page(new QueryClient(), <FormPageBody uiSchema={policyUiSchema}>{<LoadingForm />}</FormPageBody>);
    expect(html).toContain(SKELETON);
  });

  it('a form without such selects (the policy form) shows at once', () => {
    const html = page(new QueryClient(), <FormPageBody uiSchema={policyUiSchema}>{THE_FORM}</FormPageBody>);
    expect(html).toContain('First name');
  });
});
