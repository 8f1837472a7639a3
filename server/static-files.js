// @ts-check
// The files of build/client (the hashed bundles under /assets/, and public/ as Vite copied it),
// listed once at start-up: the build does not change while it is served, so a request for a page
// or the API costs one Map lookup here, never a file-system check (remix-serve asked the disk twice
// per request). Headers come from contract/http-headers.js. GET and HEAD, conditional requests
// (ETag, Last-Modified), single byte ranges (video), and compressed copies of text files made once
// per process on first request.
import { createReadStream } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { getMimeType } from "hono/utils/mime";
import { staticFileHeaders } from "../contract/http-headers.js";
import { compressOnce, isCompressible, pickEncoding } from "./compression.js";

/**
 * @typedef {object} StaticFile
 * @property {string} filePath
 * @property {number} size
 * @property {string} etag
 * @property {Date} modified
 * @property {boolean} compressible
 * @property {Record<string, string>} headers everything but the length (and the encoding)
 */
/** @typedef {import("node:http").IncomingMessage} IncomingMessage */
/** @typedef {import("node:http").ServerResponse} ServerResponse */

/** Compressed copies are kept for text files up to this size (the largest bundle is ~260 KB). */
const COMPRESS_MAX_BYTES = 4 * 1024 * 1024;
const COMPRESS_MIN_BYTES = 1024;

/** @param {string} dir @returns {Promise<string[]>} every file below `dir` */
async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return walk(full);
      return e.isFile() ? [full] : [];
    }),
  );
  return nested.flat();
}

/**
 * Lists `root` (build/client). Missing root: no files (the dev server serves its own).
 * @param {string} root
 * @param {{ isProduction: boolean }} env
 * @returns {Promise<Map<string, StaticFile>>} by URL path, e.g. /assets/root-AbC123.js
 */
export async function listStaticFiles(root, env) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  const all = await walk(root).catch(() => /** @type {string[]} */ ([]));
  for (const filePath of all) {
    const urlPath = "/" + path.relative(root, filePath).split(path.sep).join("/");
    const info = await stat(filePath);
    const type = getMimeType(filePath) ?? "application/octet-stream";
    const compressible =
      isCompressible(type) && info.size >= COMPRESS_MIN_BYTES && info.size <= COMPRESS_MAX_BYTES;
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    files.set(urlPath, {
      filePath,
      size: info.size,
      etag,
      modified: info.mtime,
      compressible,
      headers: {
        ...staticFileHeaders(urlPath, env),
        "Content-Type": type,
        "Last-Modified": info.mtime.toUTCString(),
        "Accept-Ranges": "bytes",
        ...(compressible ? { Vary: "Accept-Encoding" } : {}),
      },
    });
  }
  return files;
}

/** @type {Map<string, Promise<Buffer>>} */
const compressedCopies = new Map();

/**
 * The file compressed once, at the highest levels (it is kept for the life of the process).
 * @param {StaticFile} file @param {"br" | "gzip"} encoding
 */
function compressedCopy(file, encoding) {
  const key = `${encoding}:${file.filePath}`;
  let copy = compressedCopies.get(key);
  if (!copy) {
    copy = readFile(file.filePath).then((bytes) =>
      compressOnce(bytes, encoding, zlib.constants.BROTLI_MAX_QUALITY),
    );
    // A failed read is not kept: the next request tries again.
    copy.catch(() => compressedCopies.delete(key));
    compressedCopies.set(key, copy);
  }
  return copy;
}

/**
 * Whether the client's copy (If-None-Match, else If-Modified-Since) is still this one.
 * @param {IncomingMessage} req @param {string} etag @param {Date} modified
 */
function isFresh(req, etag, modified) {
  const noneMatch = req.headers["if-none-match"];
  if (noneMatch) {
    const bare = etag.replace(/^W\//, "");
    return noneMatch.split(",").some((tag) => {
      const t = tag.trim();
      return t === "*" || t.replace(/^W\//, "") === bare;
    });
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * The single byte range asked for, "unsatisfiable", or undefined for the whole file (no Range, an
 * outdated If-Range, several ranges, or one we do not read).
 * @param {IncomingMessage} req @param {StaticFile} file
 * @returns {{ start: number, end: number } | "unsatisfiable" | undefined}
 */
function byteRange(req, file) {
  const range = req.headers.range;
  if (!range) return undefined;
  const ifRange = req.headers["if-range"];
  if (ifRange && ifRange !== file.etag && ifRange !== file.headers["Last-Modified"]) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const last = file.size - 1;
  const [start, end] =
    match[1] === ""
      ? [Math.max(0, file.size - Number(match[2])), last]
      : [Number(match[1]), match[2] === "" ? last : Math.min(Number(match[2]), last)];
  return start > end || start > last ? "unsatisfiable" : { start, end };
}

/**
 * Answers `req` with `file`: piped from disk as remix-serve did, or its compressed copy written
 * from memory.
 * @param {StaticFile} file @param {IncomingMessage} req @param {ServerResponse} res
 */
async function send(file, req, res) {
  const head = req.method === "HEAD";
  const encoding = file.compressible ? pickEncoding(req.headers["accept-encoding"]) : undefined;
  const etag = encoding ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag;
  const headers = { ...file.headers, ETag: etag };
  if (isFresh(req, etag, file.modified)) {
    res.writeHead(304, headers).end();
    return;
  }
  if (encoding) {
    const body = await compressedCopy(file, encoding);
    res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": body.length });
    res.end(head ? undefined : body);
    return;
  }
  const range = head ? undefined : byteRange(req, file);
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...headers, "Content-Range": `bytes */${file.size}` }).end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  res.writeHead(range ? 206 : 200, {
    ...headers,
    "Content-Length": end - start + 1,
    ...(range ? { "Content-Range": `bytes ${start}-${end}/${file.size}` } : {}),
  });
  if (head || file.size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(file.filePath, { start, end });
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}

/**
 * The URL path of `req` as a key of the file list, or undefined when it cannot name a file.
 * @param {IncomingMessage} req
 */
function filePathOf(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "";
  const query = url.indexOf("?");
  const raw = query === -1 ? url : url.slice(0, query);
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * `listener` behind the files of build/client: a GET or HEAD of one of them is answered here,
 * anything else goes on.
 * @param {Map<string, StaticFile>} files
 * @param {(req: IncomingMessage, res: ServerResponse) => void} listener
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function serveStaticFiles(files, listener) {
  return (req, res) => {
    const key = filePathOf(req);
    const file = key === undefined ? undefined : files.get(key);
    if (!file) return listener(req, res);
    send(file, req, res).catch(() => res.destroy());
  };
}
