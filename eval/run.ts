// `npm run eval`: the reply-quality eval. Runs the scripted conversations on the offline engine
// (and, with AI_BASE_URL set, on that model too), prints the tables, writes eval/results/latest.json
// and exits non-zero when the offline engine misses a target.
//
//   npm run eval                    offline engine only (what CI runs)
//   npm run eval -- --failures      also list every failed turn with the reply
//   AI_BASE_URL=… AI_MODEL=… npm run eval   offline engine and the model, side by side
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { conversations } from "./conversations";
import { engineEnv, runConversations, type EngineRun } from "./harness";
import { renderTables, renderTargets, summarise, targets } from "./report";

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const showFailures = process.argv.includes("--failures");
  const turns = conversations.reduce((n, c) => n + c.turns.length, 0);
  const botCount = new Set(conversations.map((c) => c.bot)).size;
  console.log(`reply quality eval: ${conversations.length} conversations, ${turns} turns, ${botCount} bots`);

  const runs: EngineRun[] = [
    await runConversations("offline", engineEnv("offline", process.env), conversations),
  ];
  if (process.env.AI_BASE_URL) {
    const model = process.env.AI_MODEL ?? "model";
    console.log(`also running against ${process.env.AI_BASE_URL} (${model})`);
    runs.push(await runConversations(model, engineEnv("model", process.env), conversations));
  }

  const summaries = runs.map(summarise);
  const offlineTargets = targets(summaries[0]!);
  console.log(`\n${renderTables(summaries)}\n\noffline engine targets:\n${renderTargets(offlineTargets)}`);
  for (const s of summaries) {
    for (const o of s.overused) console.log(`overused (${s.engine}): ${o}`);
  }
  if (showFailures) {
    for (const run of runs) {
      for (const r of run.results.filter((x) => !x.ok || x.general.length)) {
        console.log(
          `\n[${run.engine}] ${r.bot} #${r.index} (${r.skill}) ${r.say}\n  → ${r.reply.replace(/\n/g, " / ")}\n  ✗ ${[r.why, ...r.general].filter(Boolean).join("; ")}`,
        );
      }
    }
  }

  const outDir = path.join(here, "results");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, "latest.json"),
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        conversations: conversations.length,
        turns,
        bots: botCount,
        summaries,
        targets: offlineTargets,
        runs: runs.map((r) => ({ engine: r.engine, results: r.results })),
      },
      null,
      2,
    )}\n`,
  );

  const missed = offlineTargets.filter((t) => !t.met && !t.goal);
  if (missed.length) {
    console.error(`\nThe offline engine misses ${missed.length} target(s).`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
