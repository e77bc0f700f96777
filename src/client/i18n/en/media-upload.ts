import { namespace } from '../catalogue.ts';

/**
 * Showing and uploading images and videos (spec 001 §5, §8): the Add Event wizard's Images/Videos
 * tab and Image Upload steps, the Perform Task wizard's Image Upload steps, event management's
 * Upload Images. 'Media upload successfully' is the spec's toast, word for word.
 */
export const mediaUploadText = namespace('mediaUpload', {
  imageOrVideo: 'image or video',
  imagesOrVideos: 'images or videos',
  image: 'image',
  images: 'images',
  /** `many` is 'images or videos' or 'images'. */
  noneYet: 'No {{many}} yet.',
  choose: 'Choose {{many}}',
  /** `one` is 'image or video' or 'image'. */
  notAccepted: 'Not an accepted {{one}} file.',
  takePhoto: 'Take Photo',
  takeAPhoto: 'Take a photo',
  chooseFiles: 'Choose Files',
  accepted: 'Accepted: {{extensions}}',
  filesToUpload: 'Files to upload',
  cancel: 'Cancel',
  remove: 'Remove',
  removeFile: 'Remove {{name}}',
  uploadingFile: 'Uploading {{name}}',
  upload: 'Upload',
  typesFailed: 'The accepted file types could not be loaded.',
  retry: 'Retry',
  uploaded: 'Media upload successfully',
  notUploadedOne: 'Not uploaded. {{name}}: {{reason}}',
  notUploadedMany: '{{count}} files were not uploaded.',
  uploadFailed: 'The upload failed.',
  notAcceptedByServer: 'The upload was not accepted.',
  noFilesHere: 'This step takes no files.',
  leaveUploading: 'Wait for the upload to finish, or cancel it.',
  leaveRefused: 'Remove the files that cannot be uploaded here, then continue.',
  leaveNotUploaded: 'Some files were not uploaded. Upload them again or remove them, then continue.',
});
