/** A stored file as a listing shows it: its key, when it was last written, and its size. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
  bytes: number;
}

/** Stores uploaded files (avatars, report screenshots, card import previews) by key. Local disk by default. */
export interface Storage {
  /** A remote store checks at start-up that it answers (STORAGE_URL); the local disk needs none. */
  connect?(): Promise<void>;
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Uint8Array<ArrayBuffer>; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** The files in one folder (the part of a key before "/"), in no set order; none for a folder not there. */
  list(folder: string): Promise<StoredFile[]>;
}
