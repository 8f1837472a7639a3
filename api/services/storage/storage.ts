/** Stores uploaded files (avatars, report screenshots) by key. Local disk by default. */
export interface Storage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Uint8Array<ArrayBuffer>; contentType: string } | null>;
  delete(key: string): Promise<void>;
}
