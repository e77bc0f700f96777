import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/client/api/http.ts';
import { refusalText } from '../../../../src/client/pages/event-manage/refusal-text.ts';

const labels = { 'details.status': 'Status', 'details.visibleToPositionTypeIds': 'Visible Only to Roles' };
const refused = (field: string, message: string) =>
  new ApiError(400, `${field} ${message}`, { message: `${field} ${message}`, validationErrors: [{ field, message }] });

describe('a refused save in the words of the form', () => {
  it('names the first field by its label, a path covering the paths under it', () => {
    expect(refusalText(refused('details.visibleToPositionTypeIds.1', 'must be an active role'), labels)).toBe(
      'Visible Only to Roles must be an active role',
    );
    expect(refusalText(refused('details.status', 'may not change'), labels)).toBe('Status may not change');
  });

  it("keeps the server's message for a field it has no label for, and says nothing but for a 400", () => {
    expect(refusalText(refused('other', 'is wrong'), labels)).toBe('other is wrong');
    expect(refusalText(new ApiError(400, 'Bad body', { message: 'Bad body' }), labels)).toBe('Bad body');
    expect(refusalText(new ApiError(404, 'Not found', null), labels)).toBeNull();
    expect(refusalText(new Error('x'), labels)).toBeNull();
  });
});
