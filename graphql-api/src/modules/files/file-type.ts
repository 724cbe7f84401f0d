/** SPEC.md 5: the attachment's type from its extension. */
export function fileTypeOf(fileName: string): 'image' | 'pdf' | 'spreadsheet' | 'archive' | 'document' {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (['jpg', 'jpeg', 'png', 'gif', 'webp'].includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (['xlsx', 'xls', 'csv'].includes(ext)) return 'spreadsheet';
  if (['zip', 'rar', '7z'].includes(ext)) return 'archive';
  return 'document';
}
