// A real S3-compatible server (s3rver) on a free loopback port with one empty bucket, for the
// S3 storage tests and the cluster's shared uploads. s3rver checks request signatures against its
// own key pair, so STORAGE_URL carries it as the URL's user and password.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "infinite-uploads";
const KEY = "S3RVER";

export interface TestS3 {
  /** http://127.0.0.1:port */
  endpoint: string;
  /** STORAGE_URL for the bucket; `prefix` puts the keys in a folder of it. */
  storageUrl(options?: { prefix?: string; bucket?: string }): string;
  stop(): Promise<void>;
}

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "infinite-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    storageUrl: ({ prefix = "", bucket = TEST_BUCKET } = {}) =>
      `s3://${KEY}:${KEY}@${bucket}${prefix ? `/${prefix}` : ""}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
