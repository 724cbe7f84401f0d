/** SPEC.md 5: the attachment's type from its extension. */
export function fileTypeOf(
  fileName: string,
): 'image' | 'pdf' | 'spreadsheet' | 'archive' | 'document' {
  const ext = extensionOf(fileName);
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (['xlsx', 'xls', 'csv'].includes(ext)) return 'spreadsheet';
  if (['zip', 'rar', '7z'].includes(ext)) return 'archive';
  return 'document';
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const starts = (bytes: Uint8Array, signature: string | number[], at = 0) => {
  const sig = typeof signature === 'string' ? [...Buffer.from(signature, 'latin1')] : signature;
  return sig.every((byte, i) => bytes[at + i] === byte);
};
const isZip = (b: Uint8Array) => starts(b, 'PK\x03\x04');
const isText = (b: Uint8Array) => !b.subarray(0, 65536).includes(0);
const isSvg = (b: Uint8Array) => {
  const head = Buffer.from(b.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<svg') || head.startsWith('<?xml');
};

type FileKind = { mime: string; matches: (bytes: Uint8Array) => boolean };

/** The accepted upload types: the stored mime type and the check of the content (magic bytes). */
const KINDS: Record<string, FileKind> = {
  pdf: { mime: 'application/pdf', matches: (b) => starts(b, '%PDF') },
  png: {
    mime: 'image/png',
    matches: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpg: { mime: 'image/jpeg', matches: (b) => starts(b, [0xff, 0xd8, 0xff]) },
  jpeg: { mime: 'image/jpeg', matches: (b) => starts(b, [0xff, 0xd8, 0xff]) },
  gif: { mime: 'image/gif', matches: (b) => starts(b, 'GIF8') },
  webp: { mime: 'image/webp', matches: (b) => starts(b, 'RIFF') && starts(b, 'WEBP', 8) },
  svg: { mime: 'image/svg+xml', matches: isSvg },
  zip: { mime: 'application/zip', matches: isZip },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: isZip,
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: isZip,
  },
  xls: {
    mime: 'application/vnd.ms-excel',
    matches: (b) => starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  csv: { mime: 'text/csv', matches: isText },
  txt: { mime: 'text/plain', matches: isText },
};

export const ALLOWED_TYPES_TEXT = 'PDF, DOCX, XLSX, XLS, CSV, JPG, PNG, GIF, WEBP, SVG, ZIP or TXT';

/** The accepted kind for a file name, or null when its extension is not allowed. */
export function uploadKindOf(fileName: string): FileKind | null {
  return KINDS[extensionOf(fileName)] ?? null;
}

/** Types a browser may show inline (SVG never: it can carry scripts). */
export function isInlineSafe(mimeType: string): boolean {
  return (
    mimeType === 'application/pdf' ||
    (mimeType.startsWith('image/') && mimeType !== 'image/svg+xml')
  );
}

/** SPEC.md 5: sizes in Bytes, KB, MB or GB with 1 decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(1))} ${units[i]}`;
}

/** A file name safe to store and to send back: no path, no control or reserved characters. */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean) return 'file';
  if (clean.length <= 200) return clean;
  const ext = extensionOf(clean);
  return ext && ext.length < 20
    ? `${clean.slice(0, 199 - ext.length)}.${ext}`
    : clean.slice(0, 200);
}

/** Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
