import type { Translation } from '../catalogue.ts';
import type { auditText } from '../en/audit.ts';

export const audit: Translation<typeof auditText> = {
  intro:
    'Cada cambio registrado en la compañía, sellado en una cadena de hashes: cada entrada lleva el hash de la anterior, así que una entrada cambiada o eliminada rompe la cadena. Verificar la recorre desde la primera entrada.',
  time: 'Hora',
  actor: 'Persona o clave de API',
  kind: 'Tipo',
  record: 'Registro',
  nobody: 'Sistema',
  person: 'Persona',
  anyPerson: 'Cualquier persona',
  recordId: 'Id del registro',
  kindFilter: 'Tipo (p. ej. vendor.updated)',
  dates: 'Fechas',
  clear: 'Quitar filtros',
  downloadJson: 'Descargar JSON firmado',
  verify: 'Verificar',
  intact: 'La cadena está intacta: {{count}} entradas, última entrada n.º {{seq}}.',
  broken: 'La cadena está rota en la entrada n.º {{seq}}: {{why}}',
  whyGap: 'falta la entrada.',
  whyPreviousHash: 'no nombra el hash de la entrada anterior.',
  whyHash: 'su contenido no coincide con su hash.',
  head: 'Hash de la cabeza',
  failed: 'No se pudo leer el registro. Inténtelo de nuevo.',
};
