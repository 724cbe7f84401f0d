import { ApiError } from './api';

/**
 * Uploads one file as multipart (field `file`, optional `description`) with progress
 * (DECISIONS.md 1: uploads show a progress bar). Errors follow SPEC.md 7's format.
 */
export function uploadFile<T = unknown>(
  url: string,
  file: File,
  description: string,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (description.trim()) form.append('description', description.trim());
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed: check your connection and try again.'));
    xhr.send(form);
  });
}
