import type { Translation } from '../../common/catalogue.ts';
import type { listCellsText } from '../en/list-cells.ts';

export const listCells: Translation<typeof listCellsText> = {
  active: 'Activo',
  inactive: 'Inactivo',
  yes: 'Sí',
  no: 'No',
  invited: 'Invitado',
  activeLastSignIn: 'Activo (último inicio de sesión {{date}})',
  archivedName: '{{name}} (Archivado)',
  visibleToAll: 'Todos',
};
