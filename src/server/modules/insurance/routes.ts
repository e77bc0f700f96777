import { insurancePolicyEndpoints } from '../../../../schemas/insurance-policy.ts';
import { propertyBuildingEndpoints } from '../../../../schemas/property-building.ts';
import { on } from '../../context/endpoint-routes.ts';
import { deleteBuilding, exportBuildings, listBuildings, saveBuilding } from './buildings.ts';
import { deletePolicy } from './policy-delete.ts';
import { exportPolicies, listPolicies } from './policy-list.ts';
import { getPolicy, getPolicyForEdit, listSelectableProperties } from './policy-read.ts';
import { savePolicy } from './policy-save.ts';
import { getPropertyPolicyDetails } from './property-details.ts';
import { listPropertyPolicyStats } from './property-stats.ts';

/** Insurance policies and a property's Statement of Values (spec 002 §2.10–§2.13, §7 'Insurance'). */
export const insuranceRoutes = [
  on(insurancePolicyEndpoints.list, (ctx, { query }) => listPolicies(ctx, query)),
  on(insurancePolicyEndpoints.export, (ctx, { query }) => exportPolicies(ctx, query)),
  on(insurancePolicyEndpoints.selectableProperties, (ctx, { query }) => listSelectableProperties(ctx, query)),
  on(insurancePolicyEndpoints.detail, (ctx, { params }) => getPolicy(ctx, params.id)),
  on(insurancePolicyEndpoints.forEdit, (ctx, { params }) => getPolicyForEdit(ctx, params.id)),
  on(insurancePolicyEndpoints.save, (ctx, { body }) => savePolicy(ctx, body)),
  on(insurancePolicyEndpoints.delete, (ctx, { params }) => deletePolicy(ctx, params.id)),
  on(insurancePolicyEndpoints.propertyStats, (ctx, { query }) => listPropertyPolicyStats(ctx, query)),
  on(insurancePolicyEndpoints.propertyDetails, (ctx, { params }) => getPropertyPolicyDetails(ctx, params.id)),
  on(propertyBuildingEndpoints.list, (ctx, { params, query }) => listBuildings(ctx, params.id, query)),
  on(propertyBuildingEndpoints.export, (ctx, { params, query }) => exportBuildings(ctx, params.id, query)),
  on(propertyBuildingEndpoints.save, (ctx, { params, body }) => saveBuilding(ctx, params.id, body)),
  on(propertyBuildingEndpoints.delete, (ctx, { params }) => deleteBuilding(ctx, params.id, params.buildingId)),
];
