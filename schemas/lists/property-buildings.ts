import { listColumns } from '../../src/domain/lists/cell-text.ts';
import type { propertyBuildingEndpoints } from '../property-building.ts';
import type { RowOf, SortFieldOf } from '../protocol/contract.ts';

type List = typeof propertyBuildingEndpoints.list;

/** The Statement of Values' columns (a property's buildings, spec 002 §2.13): the table and its CSV export. */
export const BUILDING_COLUMNS = listColumns<RowOf<List>, SortFieldOf<List>>()({
  name: 'propertyBuildings',
  columns: [
    { key: 'location', title: 'Location #', field: 'locationNumber', sort: 'location' },
    { key: 'building', title: 'Building #', field: 'buildingNumber' },
    { key: 'units', title: '# Units', field: 'numberOfUnits', format: 'number' },
    { key: 'stories', title: '# Stories', field: 'numberOfStories', format: 'number' },
    { key: 'squareFeet', title: 'Sq Ft', field: 'squareFeet', format: 'number' },
    { key: 'description', title: 'Description', field: 'buildingDescription' },
    { key: 'occupancy', title: 'Occupancy', field: 'occupancy' },
    { key: 'yearBuilt', title: 'Year Built', field: 'yearBuilt' },
    { key: 'construction', title: 'Construction', field: 'construction' },
    { key: 'rentControlled', title: 'Rent Controlled', field: 'rentControlled' },
    { key: 'rentLoss', title: 'Rent Loss $', field: 'rentLoss', format: 'currency' },
    { key: 'ppCoverage', title: 'PP Coverage', field: 'ppCoverage', format: 'currency' },
    { key: 'wiring', title: 'Wiring', field: 'wiringType' },
    { key: 'sprinklered', title: 'Sprinklers', field: 'sprinklered' },
    { key: 'hvac', title: 'HVAC', field: 'hvac' },
    { key: 'plumbing', title: 'Plumbing', field: 'plumbing' },
    { key: 'roof', title: 'Roof', field: 'roof' },
    { key: 'floodZone', title: 'Flood Zone', field: 'floodZone' },
    { key: 'securedEntrance', title: 'Secured Entrance', field: 'securedEntrance' },
    { key: 'tiv', title: 'Total Insured Value', field: 'totalInsuranedValue', format: 'currency' },
  ],
});
