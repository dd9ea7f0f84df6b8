// @ts-check
/**
 * A real tiebreak-serve on loopback for the script's tests: started in a temporary directory
 * with its own SQLite token store, a token made for the test's spreadsheet with
 * `tiebreak-serve token new --sheet KEY` (its last line), stopped at the end.
 *
 * The Python that runs it: TIEBREAK_PYTHON (pytest sets it to its own interpreter), else the
 * repository's .venv.
 */
"use strict";
const fs = require("node:fs");
const net = require("node:net");
const os = require("node:os");
const path = require("node:path");
const { spawn, spawnSync } = require("node:child_process");

const ROOT = path.resolve(__dirname, "..", "..", "..");

function python() {
  return process.env.TIEBREAK_PYTHON || path.join(ROOT, ".venv", "bin", "python");
}

/** @returns {string} the tiebreak-serve console script beside that Python */
function serveCommand() {
  return path.join(path.dirname(python()), "tiebreak-serve");
}

/** @returns {Promise<number>} a free port on 127.0.0.1 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * @typedef {Object} Service
 * @property {string} url
 * @property {(sheet: string) => string} token makes a token for a spreadsheet key
 * @property {() => Promise<void>} stop
 * @property {() => string} log what the service printed
 */

/** @returns {Promise<Service>} */
async function startService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreak-serve-"));
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, TIEBREAK_SERVE_DB: path.join(dir, "tokens.sqlite3") };
  delete env.DATABASE_URL;
  const port = await freePort();
  let output = "";
  const child = spawn(serveCommand(), ["--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    env: env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const url = "http://127.0.0.1:" + port;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      throw new Error("tiebreak-serve stopped: " + output);
    }
    try {
      const answer = await fetch(url + "/healthz");
      if (answer.ok) {
        break;
      }
    } catch (err) {
      // not listening yet
    }
    if (i > 300) {
      child.kill("SIGTERM");
      throw new Error("tiebreak-serve did not answer /healthz in 30 s: " + output);
    }
    await sleep(100);
  }
  return {
    url: url,
    token(sheet) {
      const made = spawnSync(serveCommand(), ["token", "new", "--sheet", sheet], {
        cwd: dir,
        env: env,
        encoding: "utf8",
      });
      if (made.status !== 0) {
        throw new Error("tiebreak-serve token new failed: " + made.stderr);
      }
      const lines = made.stdout.trim().split("\n");
      return lines[lines.length - 1].trim();
    },
    async stop() {
      if (child.exitCode === null) {
        const done = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await done;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
    log: () => output,
  };
}

module.exports = { startService, ROOT, python };
