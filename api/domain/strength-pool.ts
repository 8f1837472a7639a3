// zxcvbn's strength estimate of a new password, run in worker threads: one estimate holds a core
// for ~20 ms of dictionary matching, which on the event loop stalls every other request (a burst
// of sign-ups made /health wait seconds). As many workers as cores, started on first use (the
// dictionaries are a few MB each that start-up does not need) and unref'd, so they never keep the
// process alive; the estimates wait their turn in order. A worker that dies fails its estimate
// and is replaced by the next one asked for.
import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

export interface StrengthEstimate {
  score: number;
  warning: string | null;
  suggestion: string | null;
}

interface Job {
  password: string;
  words: string[];
  resolve: (estimate: StrengthEstimate) => void;
  reject: (err: Error) => void;
}

// CommonJS, evaluated in the worker: the packages' CommonJS builds, by the paths resolved here (a
// bundled server has no module graph the worker could follow).
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const core = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
core.zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});
parentPort.on("message", ({ password, words }) => {
  const { score, feedback } = core.zxcvbn(password, words);
  parentPort.postMessage({ score, warning: feedback.warning || null, suggestion: feedback.suggestions[0] || null });
});
`;

const size = availableParallelism();
const idle: Worker[] = [];
const queue: Job[] = [];
let started = 0;
let packages: { core: string; common: string; en: string } | null = null;

function packagePaths() {
  const require = createRequire(import.meta.url);
  return (packages ??= {
    core: require.resolve("@zxcvbn-ts/core"),
    common: require.resolve("@zxcvbn-ts/language-common"),
    en: require.resolve("@zxcvbn-ts/language-en"),
  });
}

function startWorker(): Worker {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: packagePaths() });
  worker.unref();
  started += 1;
  return worker;
}

function run(worker: Worker, job: Job) {
  const done = () => {
    worker.off("message", onMessage);
    worker.off("error", onFailure);
    worker.off("exit", onFailure);
  };
  const onMessage = (estimate: StrengthEstimate) => {
    done();
    job.resolve(estimate);
    next(worker);
  };
  const onFailure = (err: unknown) => {
    done();
    started -= 1;
    void worker.terminate();
    job.reject(err instanceof Error ? err : new Error("The password strength worker stopped."));
    next(null);
  };
  worker.on("message", onMessage);
  worker.once("error", onFailure);
  worker.once("exit", onFailure);
  worker.postMessage({ password: job.password, words: job.words });
}

/** Gives a free worker (or a new one, if one was lost) the next estimate in line. */
function next(worker: Worker | null) {
  const job = queue.shift();
  if (!job) {
    if (worker) idle.push(worker);
    return;
  }
  run(worker ?? startWorker(), job);
}

/** zxcvbn's score (0–4) and first advice for `password`, where `words` count as easy to guess. */
export function estimateStrength(password: string, words: string[]): Promise<StrengthEstimate> {
  return new Promise((resolve, reject) => {
    const job = { password, words, resolve, reject };
    const worker = idle.pop() ?? (started < size ? startWorker() : null);
    if (worker) run(worker, job);
    else queue.push(job);
  });
}
