/**
 * The Markdown editors' uploads (spec 03 §2.10, §6, §7.1): sizes and messages, shared by the server's
 * routes and the web's editor.
 */
export const uploadLimits = {
  /** An image put into a statement, an announcement or a discussion. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Any other file (admins only): a PDF, an archive of samples. */
  fileMaxBytes: 20 * 1024 * 1024,
} as const;

export const uploadMessages = {
  imageType: 'File type not support',
  tooLarge: 'Exceed max size limit',
  noFile: 'Please choose a file to upload',
  imagesForbidden: 'Only admins and group admins may upload images',
  filesForbidden: 'Only admins may upload files',
  missing: 'The file does not exist',
  notYours: 'Only the uploader or an admin may delete this file',
} as const;
