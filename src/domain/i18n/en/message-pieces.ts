import { namespace } from '../../common/catalogue.ts';

/**
 * Words the server puts inside its messages, filled into a `{{…Words}}` placeholder: what kind
 * of file an upload had to be, and what its content turned out to be. They are never a message
 * by themselves, so they are matched only in those places (../api-message.ts), never against a
 * whole message ('{{firstWords}} or {{secondWords}}' would otherwise match any 'x or y').
 */
export const messagePiecesText = namespace('messagePieces', {
  document: 'a document',
  image: 'an image',
  video: 'a video',
  wordDocument: 'a Word document',
  excelWorkbook: 'an Excel workbook',
  powerPointPresentation: 'a PowerPoint presentation',
  twoKinds: '{{firstWords}} or {{secondWords}}',
  threeKinds: '{{firstWords}}, {{secondWords}} or {{thirdWords}}',
  markupOrScript: 'HTML, XML or a script',
  notPlainText: 'not plain text',
  unrecognisedType: 'of an unrecognised type',
  cfbArchive: 'a cfb archive',
  zipArchive: 'a zip archive',
  plainZipArchive: 'a plain ZIP archive',
  kindWithExtension: '{{kindWords}} ({{ext}})',
});
