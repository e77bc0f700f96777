import { namespace } from '../catalogue.ts';

/** /setup/categories: event types with their categories, and the Add/Edit Category modal (spec 001 §2). */
export const eventCategoriesText = namespace('eventCategories', {
  sortAscending: 'Name A–Z',
  sortDescending: 'Name Z–A',
  sortBy: 'Sort: {{order}}',
  loadFailed: 'The event categories could not be loaded.',
  retry: 'Retry',
  noMatch: 'No event types or categories match the search.',
  noTypes: 'No event types to display',
  category: 'Category',
  editCategory: 'Edit Category',
  editCategoryNamed: 'Edit category {{name}}',
  addCategory: 'Add Category',
  addCategoryTo: 'Add category to {{type}}',
  noCategories: 'No categories',
  categoriesOf: 'Categories of {{type}}',
  eventType: 'Event Type',
  name: 'Name',
  nameRequired: 'is required',
  nameTooLong: 'must be at most {{max}} characters',
  close: 'Close',
  save: 'Save',
  saved: 'Category Saved.',
});
