import type { Translation } from '../../common/catalogue.ts';
import type { recordMessagesText } from '../en/schema-messages.ts';

export const recordMessages: Translation<typeof recordMessagesText> = {
  buildingConfirmDelete: '¿Está seguro de que desea eliminar este edificio?',
  buildingDeleted: 'Edificio eliminado.',
  buildingEmpty: 'No hay edificios',
  buildingSaved: 'Edificio guardado.',
  categoryDuplicate: 'ya existe para este tipo de evento',
  categorySaved: 'Categoría guardada.',
  companySaved: 'Compañía guardada.',
  documentTypeBlankName: 'No hay nada que guardar. El nombre quedó en blanco.',
  documentTypeSaved: '{{name}} se guardó correctamente',
  documentTypeSystemTypeLocked: 'Los tipos del sistema no se pueden editar',
  eventClaimTypeNeedsClaimStatus: 'solo se puede indicar con el estado Reclamo en curso o Completado',
  eventIdTaken: 'Ya existe un evento con este id.',
  eventNotInProgress: 'El evento ya no se está reportando',
  personInvitationSent: 'Invitación enviada.',
  personSaved: 'Persona guardada.',
  procedureCopied: 'Procedimiento copiado.',
  procedureCopyToItself: 'No puede copiar un procedimiento existente sobre sí mismo',
  procedureDuplicate: 'Ya existe un procedimiento con este tipo y esta categoría.',
  procedureOverwrite:
    'Ya existe un procedimiento con este tipo y esta categoría. Si guarda sus cambios, se reemplazará el procedimiento existente.',
  procedureSaved: 'Procedimiento guardado.',
  propertyGroupSaved: 'Grupo de propiedades guardado.',
  propertySaved: 'Propiedad guardada.',
  reportRangeReversed: 'debe ser igual o posterior a claimDateOnOrAfter',
  vendorSaved: 'Proveedor guardado.',
  vendorTypeSaved: 'Tipo de proveedor guardado.',
  policySaved: 'Póliza de seguro guardada.',
};
