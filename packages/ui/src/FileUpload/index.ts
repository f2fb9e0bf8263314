export {
  type CompressImageOptions,
  compressedTypeFor,
  compressImage,
  defaultCompressThreshold,
  renameForType,
  scaledSize,
  shouldCompress,
} from './compressImage.ts';
export { FileUpload, type FileUploadProps, type UploadLimitsProps } from './FileUpload.tsx';
export { type UploadFile, type UploadItem, type UploadItemStatus, uploadItemStatuses } from './useUploadList.ts';
export {
  type AcceptedFile,
  checkSize,
  type FileLimits,
  type FileRefusal,
  type FileRule,
  fileRules,
  fileTypeInfo,
  formatFileSize,
  imageFileTypes,
  isAcceptedType,
  isRefusal,
  type MeasureImage,
  matchesAspectRatio,
  measureImageInBrowser,
  roomFor,
  type SniffedFileType,
  sniffedFileTypes,
  sniffFile,
  sniffFileType,
  validateFile,
  validateFiles,
} from './validateFile.ts';
