/** TEMPORARY skeleton (the gallery work replaces it): where image files live. */
export interface Storage {
  kind: string;
}
export interface StorageSettings {
  dataDir: string;
  s3: null | { endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; publicUrl?: string };
}
export function createStorage(settings: StorageSettings): Storage {
  return { kind: settings.s3 ? 's3' : 'local' };
}
