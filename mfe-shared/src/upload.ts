import { ApiError } from './api';

export type UploadOptions = {
  url: string;
  form: FormData;
  /** 0 to 100 as the request body goes out. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs a multipart form with XMLHttpRequest so the upload can report progress (fetch cannot);
 * resolves with the JSON answer, rejects with an ApiError like apiRequest (SPEC.md 7).
 */
export function uploadWithProgress<T>({ url, form, onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch (error) {
          reject(error);
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
