import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The translated screens show no words of their own: every word a user sees comes from the
 * catalogues (src/client/i18n). The files below are read with TypeScript's parser and refused
 * when they hold words (two letters or more) as JSX text, as a string given to a prop that shows
 * text, or as a string under a key that shows text (a table column's `title`, an option's
 * `label`...). A string passed to a function call (a catalogue key: `t('back')`) or compared is
 * not shown, so it is not read.
 *
 * Translating another screen: move its words to a catalogue and add its files here.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Folders (and files) whose words are still written in place, to be moved to the catalogues.
 * Everything else under src/client is checked. `I18N_CHECK=src/client/pages/event-add npx vitest
 * run tests/client/i18n/no-literals.test.ts` checks one folder whether or not it is listed here.
 */
const PENDING: readonly string[] = [
  'src/client/crud/CsvExportButton.tsx',
  'src/client/crud/FormModal.tsx',
  'src/client/crud/FormPageFrame.tsx',
  'src/client/crud/ListToolbar.tsx',
  'src/client/crud/PagedCsvExportButton.tsx',
  'src/client/crud/ResourceFormPage.tsx',
  'src/client/crud/SchemaForm.tsx',
  'src/client/crud/SearchBox.tsx',
  'src/client/crud/SignInCell.tsx',
  'src/client/crud/action-column.ts',
  'src/client/crud/import/FileStep.tsx',
  'src/client/crud/import/ImportCsvButton.tsx',
  'src/client/crud/import/ImportErrors.tsx',
  'src/client/crud/import/ImportModal.tsx',
  'src/client/crud/import/MappingStep.tsx',
  'src/client/crud/import/RunProgress.tsx',
  'src/client/crud/import/import-summary.ts',
  'src/client/pages/analytics/AnalyticsChart.tsx',
  'src/client/pages/analytics/AnalyticsFilterBar.tsx',
  'src/client/pages/analytics/AnalyticsHeadlines.tsx',
  'src/client/pages/analytics/AnalyticsPage.tsx',
  'src/client/pages/analytics/FigureCard.tsx',
  'src/client/pages/analytics/analytics-charts.ts',
  'src/client/pages/analytics/analytics-headlines.ts',
  'src/client/pages/analytics/analytics-task-charts.ts',
  'src/client/pages/authinfo/AuthInfoPage.tsx',
  'src/client/pages/authinfo/ClaimsTable.tsx',
  'src/client/pages/authinfo/TokenCountdown.tsx',
  'src/client/pages/authinfo/token-load.ts',
  'src/client/pages/callback/SignInFailed.tsx',
  'src/client/pages/claims/AddEditClaimPage.tsx',
  'src/client/pages/claims/AddEditDamagesPage.tsx',
  'src/client/pages/claims/ClaimCostsCard.tsx',
  'src/client/pages/claims/ClaimDetailsCard.tsx',
  'src/client/pages/claims/ClaimsTab.tsx',
  'src/client/pages/claims/DamagesTab.tsx',
  'src/client/pages/claims/ExpenseRowEditor.tsx',
  'src/client/pages/claims/InsuranceDetailsCard.tsx',
  'src/client/pages/common/ComingSoonPage.tsx',
  'src/client/pages/common/HomeButton.tsx',
  'src/client/pages/common/NotFoundPage.tsx',
  'src/client/pages/common/SessionProblem.tsx',
  'src/client/pages/event-add/ContactsDrawer.tsx',
  'src/client/pages/event-add/EmergencyTab.tsx',
  'src/client/pages/event-add/EventAddPage.tsx',
  'src/client/pages/event-add/EventInfoTab.tsx',
  'src/client/pages/event-add/FinalizeTab.tsx',
  'src/client/pages/event-add/InProgressModal.tsx',
  'src/client/pages/event-add/MediaGallery.tsx',
  'src/client/pages/event-add/MediaPanel.tsx',
  'src/client/pages/event-add/MediaTab.tsx',
  'src/client/pages/event-add/MediaUploader.tsx',
  'src/client/pages/event-add/ProcedureTab.tsx',
  'src/client/pages/event-add/ReportClosed.tsx',
  'src/client/pages/event-add/ReviewTab.tsx',
  'src/client/pages/event-add/WizardSteps.tsx',
  'src/client/pages/event-categories/CategoryModal.tsx',
  'src/client/pages/event-categories/EventCategoriesPage.tsx',
  'src/client/pages/event-categories/EventTypeCard.tsx',
  'src/client/pages/event-manage/ActivityTab.tsx',
  'src/client/pages/event-manage/DeleteEventModal.tsx',
  'src/client/pages/event-manage/EventCard.tsx',
  'src/client/pages/event-manage/EventHeader.tsx',
  'src/client/pages/event-manage/EventImagesPanel.tsx',
  'src/client/pages/event-manage/EventManagePage.tsx',
  'src/client/pages/event-manage/EventTabs.tsx',
  'src/client/pages/event-manage/ImageSlideshow.tsx',
  'src/client/pages/event-manage/PeopleTab.tsx',
  'src/client/pages/event-manage/PersonList.tsx',
  'src/client/pages/event-manage/PersonModal.tsx',
  'src/client/pages/event-manage/PrivacyCard.tsx',
  'src/client/pages/event-manage/SopQuestions.tsx',
  'src/client/pages/event-manage/StatusForm.tsx',
  'src/client/pages/event-manage/StoredImage.tsx',
  'src/client/pages/event-manage/UploadImagesModal.tsx',
  'src/client/pages/event-manage/event-manage-tabs.ts',
  'src/client/pages/event-manage/incident-report/ChoiceList.tsx',
  'src/client/pages/event-manage/incident-report/IncidentReportModal.tsx',
  'src/client/pages/events/EventsPage.tsx',
  'src/client/pages/events/EventsTable.tsx',
  'src/client/pages/events/event-list-row.ts',
  'src/client/pages/first-run/AlreadySetUp.tsx',
  'src/client/pages/first-run/FirstRunForm.tsx',
  'src/client/pages/first-run/FirstRunPage.tsx',
  'src/client/pages/first-run/InvitationSent.tsx',
  'src/client/pages/first-run/first-run-submit.ts',
  'src/client/pages/insurance/InsurancePoliciesPage.tsx',
  'src/client/pages/insurance/InsurancePolicyFormPage.tsx',
  'src/client/pages/insurance/InsuranceViewToggle.tsx',
  'src/client/pages/insurance/PropertyFilter.tsx',
  'src/client/pages/insurance/PropertyInsurancePoliciesPage.tsx',
  'src/client/pages/insurance/PropertyPolicyDetailsPage.tsx',
  'src/client/pages/insurance/StatementOfValues.tsx',
  'src/client/pages/insurance/confirm-delete-policy.ts',
  'src/client/pages/insurance/policy-columns.tsx',
  'src/client/pages/procedures/ChecklistEditor.tsx',
  'src/client/pages/procedures/CopyProcedureModal.tsx',
  'src/client/pages/procedures/HelpMenu.tsx',
  'src/client/pages/procedures/NoEventFields.tsx',
  'src/client/pages/procedures/ProcedureDetails.tsx',
  'src/client/pages/procedures/ProcedureEditor.tsx',
  'src/client/pages/procedures/ProcedureFields.tsx',
  'src/client/pages/procedures/ProcedurePreview.tsx',
  'src/client/pages/procedures/ProcedureTable.tsx',
  'src/client/pages/procedures/ProceduresView.tsx',
  'src/client/pages/procedures/ResultSelect.tsx',
  'src/client/pages/procedures/StepCard.tsx',
  'src/client/pages/procedures/StepList.tsx',
  'src/client/pages/procedures/problem-text.ts',
  'src/client/pages/procedures/procedure-views.ts',
  'src/client/pages/reports/ClaimRangePicker.tsx',
  'src/client/pages/reports/EventCountsPage.tsx',
  'src/client/pages/reports/InsuranceClaimsReportPage.tsx',
  'src/client/pages/reports/event-counts.ts',
  'src/client/pages/resources/BrowserToolbar.tsx',
  'src/client/pages/resources/FolderBrowser.tsx',
  'src/client/pages/resources/FolderModal.tsx',
  'src/client/pages/resources/MoveModal.tsx',
  'src/client/pages/resources/ResourceCards.tsx',
  'src/client/pages/resources/ResourceTables.tsx',
  'src/client/pages/resources/UploadModal.tsx',
  'src/client/pages/resources/resource-upload.ts',
  'src/client/pages/routine-tasks/InstanceTable.tsx',
  'src/client/pages/routine-tasks/LocationsEditor.tsx',
  'src/client/pages/routine-tasks/PeopleEditor.tsx',
  'src/client/pages/routine-tasks/RoutineTasksPage.tsx',
  'src/client/pages/routine-tasks/ScheduleFields.tsx',
  'src/client/pages/routine-tasks/TaskDetailsPage.tsx',
  'src/client/pages/routine-tasks/TaskInstancesModal.tsx',
  'src/client/pages/routine-tasks/TaskListView.tsx',
  'src/client/pages/routine-tasks/TaskModal.tsx',
  'src/client/pages/routine-tasks/TaskPropertySelect.tsx',
  'src/client/pages/routine-tasks/TaskRequirements.tsx',
  'src/client/pages/routine-tasks/WeekPicker.tsx',
  'src/client/pages/routine-tasks/WeekView.tsx',
  'src/client/pages/routine-tasks/routine-task-form.ts',
  'src/client/pages/subscriptions/ConditionCard.tsx',
  'src/client/pages/subscriptions/DeliveriesPage.tsx',
  'src/client/pages/subscriptions/FilterSection.tsx',
  'src/client/pages/subscriptions/LocationCard.tsx',
  'src/client/pages/subscriptions/PersonPicker.tsx',
  'src/client/pages/subscriptions/PreviewPanel.tsx',
  'src/client/pages/subscriptions/RecordMultiPicker.tsx',
  'src/client/pages/subscriptions/SubscriberCard.tsx',
  'src/client/pages/subscriptions/SubscriptionEditor.tsx',
  'src/client/pages/subscriptions/SubscriptionEditorPage.tsx',
  'src/client/pages/subscriptions/SubscriptionsPage.tsx',
  'src/client/pages/subscriptions/confirm-delete-subscription.ts',
  'src/client/pages/subscriptions/subscription-editor.ts',
  'src/client/providers/notification-provider.tsx',
  'src/client/resources/association-ui.ts',
  'src/client/resources/company.ts',
  'src/client/resources/document-types.ts',
  'src/client/resources/insurance-policies.ts',
  'src/client/resources/people.ts',
  'src/client/resources/properties.ts',
  'src/client/resources/property-buildings.ts',
  'src/client/resources/property-groups.ts',
  'src/client/resources/roles.ts',
  'src/client/resources/vendor-types.ts',
  'src/client/resources/vendors.ts',
  'src/client/rules/app-routes.ts',
  'src/client/rules/token-expiry.ts',
  'src/client/session/CompanyChooserModal.tsx',
  'src/client/session/CompanyPicker.tsx',
  'src/client/session/UnrecognizedUserModal.tsx',
  'src/client/shell/PageLoadBoundary.tsx',
  'src/client/widgets/association-list/AssociationListField.tsx',
  'src/client/widgets/association-list/association.ts',
  'src/client/widgets/on-call/OnCallNumberField.tsx',
  'src/client/widgets/on-call/OnCallPersonWidget.tsx',
  'src/client/widgets/policy-properties/PolicyPropertiesField.tsx',
  'src/client/widgets/record-select/RecordSelectWidget.tsx',
  'src/client/widgets/record-select/record-options.ts',
];

/** Not screens' words: the catalogues themselves, generated code, third-party code. */
const NOT_SHOWN = ['src/client/i18n/', 'src/client/vendor/', 'src/client/crud/validation/generated/'];

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();
}

const only = process.env.I18N_CHECK;
const under = (file: string, prefixes: readonly string[]) => prefixes.some((prefix) => file.startsWith(prefix));
const TRANSLATED_FILES = sourceFiles(only ?? 'src/client').filter(
  (file) => !under(file, NOT_SHOWN) && (only !== undefined || !under(file, PENDING)),
);

/** Props and keys whose strings are shown (or read out) to the user. */
const TEXT_NAMES = new Set([
  'title',
  'label',
  'aria-label',
  'alt',
  'placeholder',
  'description',
  'message',
  'help',
  'extra',
  'subTitle',
  'tooltip',
  'content',
  'text',
  'okText',
  'cancelText',
  'emptyText',
  'xTitle',
  'yTitle',
]);

const WORDS = /\p{L}{2,}/u;

/** The string literals under a node that are shown: not a call's argument (a key), not compared. */
function shownStrings(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (current: ts.Node) => {
    if (ts.isCallExpression(current) || ts.isElementAccessExpression(current)) return;
    if (ts.isBinaryExpression(current) && /^(===|!==|==|!=|in)$/.test(current.operatorToken.getText())) return;
    if (ts.isJsxElement(current) || ts.isJsxSelfClosingElement(current)) return; // read on its own
    if (ts.isStringLiteral(current) || ts.isNoSubstitutionTemplateLiteral(current)) {
      if (WORDS.test(current.text)) found.push(current);
      return;
    }
    if (ts.isTemplateExpression(current)) {
      const parts = [current.head.text, ...current.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => WORDS.test(part))) found.push(current);
      for (const span of current.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  return found;
}

function nameOf(name: ts.Node): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return name.getText();
}

/** 'file:line: text' for each word shown from the file itself. */
function literalWords(file: string): string[] {
  return wordsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
}

function wordsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      found.push(...shownStrings(node.expression));
    } else if (ts.isJsxAttribute(node) && TEXT_NAMES.has(nameOf(node.name)) && node.initializer) {
      found.push(...shownStrings(node.initializer));
    } else if (ts.isPropertyAssignment(node) && TEXT_NAMES.has(nameOf(node.name))) {
      found.push(...shownStrings(node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${file}:${line + 1}: ${node.getText().trim()}`;
  });
}

describe('the translated screens take every word from the catalogues', () => {
  it.each(TRANSLATED_FILES)('%s', (file) => {
    expect(literalWords(file)).toEqual([]);
  });

  it('lists as pending only files that still hold words (a translated file leaves the list)', () => {
    const stale = PENDING.filter((file) => !fs.existsSync(path.join(ROOT, file)) || literalWords(file).length === 0);
    expect(stale).toEqual([]);
  });

  it('the check sees words where they are', () => {
    const probe = [
      "const columns = [{ title: 'Name' }, { title: t('name') }];",
      "export const A = () => <Button aria-label={open ? 'Close' : t('x')} type={a ? 'primary' : 'default'}>",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text
      "  Save {t('key')} {done ? ' (done)' : ''} {`Step ${n}`} · {'—'}",
      '</Button>;',
    ].join('\n');
    expect(wordsIn('probe.tsx', probe).map((line) => line.replace(/^.*?:\d+: /, ''))).toEqual([
      "'Name'",
      "'Close'",
      'Save',
      "' (done)'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is source text
      '`Step ${n}`',
    ]);
  });
});
