// @ts-check
/**
 * Type-checks the pages' scripts: the inline <script> of each .html file, extracted into a
 * temporary directory and checked by tsc with the DOM and google.script's client-side
 * declarations (@types/google.script.client-side), apart from the server files, whose
 * global scope has no DOM. Exit code: tsc's.
 */
"use strict";
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { spawnSync } = require("node:child_process");

const SCRIPT_DIR = path.resolve(__dirname, "..");
const ROOT = path.resolve(SCRIPT_DIR, "..", "..");

function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tiebreak-pages-"));
  /** @type {string[]} */
  const files = [];
  for (const page of fs.readdirSync(SCRIPT_DIR).filter((f) => f.endsWith(".html")).sort()) {
    // the page as HtmlService's template serves it: each include_('Name') scriptlet replaced
    // by Name.html (Sidebars.js's include_), so the shared Client script is checked with it
    const html = fs
      .readFileSync(path.join(SCRIPT_DIR, page), "utf8")
      .replace(/<\?!=\s*include_\('([A-Za-z]+)'\)\s*\?>/g, (_, name) =>
        fs.readFileSync(path.join(SCRIPT_DIR, name + ".html"), "utf8"),
      );
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    if (scripts.length === 0) {
      continue;
    }
    const name = page.replace(/\.html$/, ".js");
    // each page is its own global scope: a module wrapper keeps their names apart
    fs.writeFileSync(path.join(dir, name), "// @ts-check\nexport {};\n" + scripts.join("\n"));
    files.push(name);
  }
  const config = {
    compilerOptions: {
      allowJs: true,
      checkJs: true,
      noEmit: true,
      strict: true,
      target: "ES2017",
      lib: ["ES2017", "DOM"],
      module: "es2015",
      types: ["google.script.client-side"],
      typeRoots: [path.join(ROOT, "node_modules", "@types")],
    },
    files: files,
  };
  fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(config));
  const tsc = path.join(ROOT, "node_modules", "typescript", "bin", "tsc");
  const done = spawnSync(process.execPath, [tsc, "-p", path.join(dir, "tsconfig.json")], {
    encoding: "utf8",
  });
  // name each page's file, not the temporary copy
  process.stdout.write(done.stdout.replace(/[^\s(]*tiebreak-pages-[^/\\]+[/\\]([A-Za-z]+)\.js/g, "sheets_addon/apps_script/$1.html (script)"));
  process.stderr.write(done.stderr);
  fs.rmSync(dir, { recursive: true, force: true });
  return done.status === null ? 1 : done.status;
}

process.exitCode = main();
