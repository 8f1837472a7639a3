// Uploads in an S3-compatible bucket (STORAGE_URL=s3://bucket?endpoint=…): AWS S3, Cloudflare R2,
// MinIO. Every instance reads what any instance stored, which a local disk cannot offer. Keys are
// the local disk's (one folder, one file name), under an optional prefix (s3://bucket/prefix).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { ConfigError } from "../../config";
import { checkedFolder, checkedKey, contentTypeOf, FILE_NAME } from "./keys";
import type { Storage, StoredFile } from "./storage";

export interface S3Settings {
  bucket: string;
  /** Folder inside the bucket ("" for its root), without slashes at either end. */
  prefix: string;
  /** The service's address; unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** From the URL's user and password; unset: the SDK's own chain (AWS_ACCESS_KEY_ID, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path rather than the host name: what MinIO and most other stores expect. */
  forcePathStyle: boolean;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** STORAGE_URL read: s3://[key:secret@]bucket[/prefix]?endpoint=…&region=…&path_style=true|false */
export function parseStorageUrl(value: string): S3Settings {
  const fail = (why: string) =>
    new ConfigError(`Invalid configuration: STORAGE_URL ${why} (s3://bucket?endpoint=https://…&region=…).`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail("is not a URL");
  }
  if (url.protocol !== "s3:") throw fail("must start with s3://");
  if (!BUCKET.test(url.hostname)) throw fail("must name a bucket");
  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint))
    throw fail("has an endpoint that is not an http(s) URL");
  const pathStyle = url.searchParams.get("path_style");
  return {
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ""),
    endpoint,
    region: url.searchParams.get("region") || (endpoint ? "auto" : "us-east-1"),
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
    forcePathStyle: pathStyle ? pathStyle === "true" : Boolean(endpoint),
  };
}

/** Where the files are, for the start-up summary: never the credentials. */
export const describeS3 = (s: S3Settings) =>
  `S3 bucket ${s.bucket}${s.prefix ? `/${s.prefix}` : ""}${s.endpoint ? ` at ${s.endpoint}` : ""} (STORAGE_URL)`;

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === "NoSuchKey" || err.$metadata.httpStatusCode === 404);

export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // A store that stops answering fails the request instead of holding it.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => (settings.prefix ? `${settings.prefix}/${key}` : key);

  return {
    async connect() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const reason = err instanceof Error ? err.name : String(err);
        throw new ConfigError(
          `Cannot reach the bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""} (STORAGE_URL): ${reason}. ` +
            "Create the bucket, fix STORAGE_URL or its credentials, or leave it unset to keep uploads in DATA_DIR.",
        );
      }
    },
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(checkedKey(key)),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      let answer;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(checkedKey(key)) }));
      } catch (err) {
        // As on a disk: a key that is not there, or could not be, is no file.
        if (notFound(err) || (err instanceof Error && err.message.startsWith("Invalid storage key")))
          return null;
        throw err;
      }
      const bytes = await answer.Body?.transformToByteArray();
      if (!bytes) return null;
      return {
        data: new Uint8Array(bytes),
        contentType: answer.ContentType || contentTypeOf(key),
      };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(checkedKey(key)) }));
    },
    async list(folder) {
      const start = `${objectKey(checkedFolder(folder))}/`;
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: start, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(start.length) ?? "";
          // Only files directly in the folder, named as the storage names them.
          if (!FILE_NAME.test(name)) continue;
          files.push({
            key: `${folder}/${name}`,
            modifiedAt: object.LastModified ?? new Date(0),
            bytes: object.Size ?? 0,
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },
  };
}
