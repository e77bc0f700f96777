import { describe, expect, it } from 'vitest';
import { describeActivity } from '../../../../src/server/modules/events/activity-text.ts';

const row = (type: string, payload?: unknown) => {
  const { activityElement, activity, description } = describeActivity(type, payload);
  return [activityElement, activity, description];
};

describe('describeActivity: how a domain event of an event reads in its activity log', () => {
  it.each([
    ['event.created', {}, ['Event', 'Created', 'Event reported.']],
    ['event.resumed', undefined, ['Event', 'Resumed', 'Reporting resumed.']],
    ['event.progressSaved', null, ['Event', 'Progress Saved', 'The report was saved.']],
    ['event.answered', { questionId: 'q' }, ['SOP Question', 'Answered', 'A step of the procedure was answered.']],
    ['event.statusChanged', { from: 0, to: 4 }, ['Status', 'Changed', 'New → Complete']],
    ['event.statusChanged', { from: 'x' }, ['Status', 'Changed', 'unknown → unknown']],
    [
      'event.media.uploaded',
      { questionId: null, files: ['a.jpg', 'b.mp4'] },
      ['Event Media', 'Uploaded', 'a.jpg, b.mp4'],
    ],
    ['event.media.uploaded', { questionId: 'q', files: ['a.jpg'] }, ['SOP Question Media', 'Uploaded', 'a.jpg']],
    ['event.person.created', { name: 'Rosa Diaz', type: 2 }, ['Witness', 'Added', 'Rosa Diaz']],
    ['event.person.updated', { name: 'Sam Lee', type: 1 }, ['Involved Person', 'Updated', 'Sam Lee']],
    ['event.person.updated', {}, ['Person', 'Updated', '']],
    ['event.file.uploaded', { name: 'Estimate.pdf', kind: 'document' }, ['Document', 'Uploaded', 'Estimate.pdf']],
    [
      'event.file.uploaded',
      { name: 'a.jpg', kind: 'image', folderName: 'Damage' },
      ['Image', 'Uploaded', 'a.jpg in Damage'],
    ],
    [
      'event.file.moved',
      { name: 'clip.mov', kind: 'video', folderName: 'Root' },
      ['Video', 'Moved', 'clip.mov to Root'],
    ],
    [
      'event.file.deleted',
      { name: 'old.pdf', kind: 1, folderName: 'Bills' },
      ['Document', 'Deleted', 'old.pdf from Bills'],
    ],
    ['event.file.deleted', { name: 'x', kind: 'spreadsheet' }, ['File', 'Deleted', 'x']],
    ['event.folder.saved', { name: 'Photos', kind: 'document' }, ['Folder', 'Saved', 'Photos']],
    ['event.archived', { status: 1 }, ['Event', 'Archived', 'Event deleted; its records are kept.']],
    [
      'event.statusChanged',
      { from: 3, to: 8, byClaim: true },
      ['Status', 'Changed', 'Approved → Claim in Progress (a claim is open)'],
    ],
    [
      'event.claim.created',
      { after: { title: 'Roof leak', claimStatus: 0, claimType: 2, totalLoss: 0 } },
      ['Claim', 'Filed', '"Roof leak": Property Casualty, New'],
    ],
    ['event.claim.created', {}, ['Claim', 'Filed', 'A claim']],
    [
      'event.claim.updated',
      {
        before: { title: 'Roof leak', claimStatus: 0, claimType: 2, totalLoss: 0 },
        after: { title: 'Roof leak', claimStatus: 8, claimType: 2, totalLoss: 1250 },
      },
      ['Claim', 'Updated', '"Roof leak": Status: New → Closed Paid; Total Loss: $0 → $1,250.00'],
    ],
    [
      'event.claim.updated',
      { before: { title: 'A', claimStatus: 1 }, after: { title: 'A', claimStatus: 1 } },
      ['Claim', 'Updated', '"A": details changed'],
    ],
    [
      'event.damages.saved',
      { count: 2, total: 1250.5 },
      ['Damage Related Expenses', 'Saved', '2 expenses, Total Expense $1,250.50'],
    ],
    ['event.damages.saved', { count: 0, total: 0 }, ['Damage Related Expenses', 'Saved', 'No expenses']],
    [
      'event.incidentReport.generated',
      { name: 'Incident Report E-2026-00001 (11/24/2026 07:05 AM EST)' },
      ['Incident Report', 'Generated', 'Incident Report E-2026-00001 (11/24/2026 07:05 AM EST)'],
    ],
    [
      'event.incidentReport.failed',
      { reportId: 'x' },
      ['Incident Report', 'Failed', 'The incident report could not be generated.'],
    ],
    ['event.damages.expenseAdded', { amount: 5 }, ['Event', 'Expense Added', '']],
  ])('%s %j', (type, payload, expected) => {
    expect(row(type, payload)).toEqual(expected);
  });

  it('describes a details save by what changed, the roles by name', () => {
    const before = { status: 0, summary: null, location: null, visibleToPositionTypes: [] };
    expect(
      row('event.detailsSaved', {
        before,
        after: {
          status: 1,
          summary: 'Fixed',
          location: 'Unit 5',
          visibleToPositionTypes: [
            { id: '1', name: 'Administrator' },
            { id: '2', name: 'Property Manager' },
          ],
        },
      }),
    ).toEqual([
      'Event Details',
      'Saved',
      'Status: New → In Progress; Location: none → "Unit 5"; Management report changed; Visible to: All → Administrator, Property Manager',
    ]);
    expect(row('event.detailsSaved', { before, after: { ...before, summary: '  ' } })[2]).toBe('');
    expect(row('event.detailsSaved', 'not an object')).toEqual(['Event Details', 'Saved', '']);
  });
});

describe('describeActivity in Spanish: the same records in the reader’s language', () => {
  const spanish = (type: string, payload?: unknown) => {
    const { activityElement, activity, description } = describeActivity(type, payload, 'es');
    return [activityElement, activity, description];
  };

  it.each([
    ['event.created', {}, ['Evento', 'Creación', 'Evento reportado.']],
    [
      'event.statusChanged',
      { from: 3, to: 8, byClaim: true },
      ['Estado', 'Cambio', 'Aprobado → Reclamo en curso (hay un reclamo abierto)'],
    ],
    ['event.statusChanged', { from: 'x' }, ['Estado', 'Cambio', 'no disponible → no disponible']],
    ['event.person.created', { name: 'Rosa Diaz', type: 1 }, ['Persona involucrada', 'Alta', 'Rosa Diaz']],
    ['event.person.updated', {}, ['Persona', 'Actualización', '']],
    [
      'event.file.uploaded',
      { name: 'a.jpg', kind: 'image', folderName: 'Damage' },
      ['Imagen', 'Carga', 'a.jpg en Damage'],
    ],
    [
      'event.claim.created',
      { after: { title: 'Roof leak', claimStatus: 0, claimType: 2, totalLoss: 0 } },
      ['Reclamo', 'Presentación', '"Roof leak": Daños a la propiedad, Nuevo'],
    ],
    [
      'event.claim.updated',
      {
        before: { title: 'Roof leak', claimStatus: 0, claimType: 2, totalLoss: 0 },
        after: { title: 'Roof leak', claimStatus: 8, claimType: 2, totalLoss: 1250 },
      },
      ['Reclamo', 'Actualización', '"Roof leak": Estado: Nuevo → Cerrado: pagado; Pérdida total: $0 → $1,250.00'],
    ],
    [
      'event.damages.saved',
      { count: 1, total: 80 },
      ['Gastos relacionados con los daños', 'Guardado', '1 gasto, gasto total $80.00'],
    ],
    ['event.damages.saved', { count: 0 }, ['Gastos relacionados con los daños', 'Guardado', 'Sin gastos']],
    ['event.damages.expenseAdded', { amount: 5 }, ['Evento', 'Expense Added', '']],
  ])('%s %j', (type, payload, expected) => {
    expect(spanish(type, payload)).toEqual(expected);
  });

  it('words a details save in Spanish, the role names and the location as recorded', () => {
    const before = { status: 0, summary: null, location: null, visibleToPositionTypes: [] };
    const after = {
      status: 1,
      summary: 'Fixed',
      location: 'Unit 5',
      visibleToPositionTypes: [{ name: 'Administrator' }],
    };
    expect(spanish('event.detailsSaved', { before, after })).toEqual([
      'Detalles del evento',
      'Guardado',
      'Estado: Nuevo → En curso; Ubicación: sin datos → "Unit 5"; Se cambió el reporte de la administración; Visible para: Todos → Administrator',
    ]);
  });
});
