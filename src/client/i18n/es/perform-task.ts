import type { Translation } from '../catalogue.ts';
import type { performTaskText } from '../en/perform-task.ts';
import type { stepsText } from '../en/steps.ts';

export const performTask: Translation<typeof performTaskText> = {
  header: 'Realizar tarea - {{task}} : {{location}}',
  cancel: 'Cancelar',
  resumeTitle: 'Tarea en curso',
  resume:
    "Está retomando una tarea que ya se había empezado: se abrirá el primer paso sin completar del procedimiento. Puede hacer clic en 'Anterior' para cambiar cualquier paso anterior.",
  ok: 'Aceptar',
  finalize: 'Finalizar',
  done: 'Tarea completada.',
  doneLink: 'Listo',
  raisedEvent: 'Se reportó el evento {{number}} por los problemas encontrados.',
  notOpened: 'No se pudo abrir esta tarea.',
  noSteps: 'Este procedimiento no tiene pasos.',
  procedure: 'Procedimiento',
  photos: 'Fotos de este paso',
};

export const steps: Translation<typeof stepsText> = {
  step: 'Paso {{number}}',
  'type.YesOrNo': 'Sí/No',
  'type.TextInput': 'Texto',
  'type.Acknowledgement': 'Confirmación',
  'type.Checklist': 'Lista de verificación',
  'type.ImageUpload': 'Fotos',
  answer: 'Respuesta',
  yes: 'Sí',
  no: 'No',
  acknowledge: 'Entendido',
  checklist: 'Lista de verificación',
  item: 'Punto {{number}}',
  imageUpload: 'Carga de fotos',
  imagePreview: 'Aquí la persona que reporta agrega fotos. En la vista previa no se sube nada.',
  previous: 'Anterior',
  next: 'Siguiente',
  complete: 'Completar',
};
