// @ts-check
// WebAssembly compiled to optimized code up front. V8 compiles a module twice over: a quick baseline
// at once, then optimized code only for the functions that have run long enough ("dynamic
// tiering", made for web pages that use a little of a big module). This server runs its embedded
// database (PGlite: PostgreSQL built to WebAssembly, on the event loop) and the HTTP parser of its
// provider calls (undici's llhttp) all day, yet a statement that runs a few times a minute, like a
// send's reads, stayed on the baseline code. Without dynamic tiering V8 optimizes every function in
// the background once a module loads: ~1.2 s of CPU once, ~35 MB and a first 200 ~0.5 s later on two
// cores for PGlite's, for a first token 0.4–0.9 ms sooner on PGlite (bench/ttft.ts, medians of 4
// runs each way). Imported first, before any module is compiled; Node 20, 22 and 24 take the flag
// at run time.
import v8 from "node:v8";

v8.setFlagsFromString("--no-wasm-dynamic-tiering");
