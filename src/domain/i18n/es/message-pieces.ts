import type { Translation } from '../../common/catalogue.ts';
import type { messagePiecesText } from '../en/message-pieces.ts';

export const messagePieces: Translation<typeof messagePiecesText> = {
  document: 'un documento',
  image: 'una imagen',
  video: 'un video',
  wordDocument: 'un documento de Word',
  excelWorkbook: 'un libro de Excel',
  powerPointPresentation: 'una presentación de PowerPoint',
  twoKinds: '{{firstWords}} o {{secondWords}}',
  threeKinds: '{{firstWords}}, {{secondWords}} o {{thirdWords}}',
  markupOrScript: 'HTML, XML o un script',
  notPlainText: 'no es texto sin formato',
  unrecognisedType: 'de un tipo que no se reconoce',
  cfbArchive: 'un archivo CFB',
  zipArchive: 'un archivo ZIP',
  plainZipArchive: 'un archivo ZIP simple',
  kindWithExtension: '{{kindWords}} ({{ext}})',
};
