// @ts-check
/**
 * Loads the add-on's script files into one node:vm context, in the order of
 * ../tsconfig.json's "files" (the order `clasp push` and a paste use), over the fakes: one
 * global scope as in Apps Script, where a second top-level `const` of a name fails as it
 * fails there.
 */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const vm = require("node:vm");
const { makeGlobals, SCRIPT_DIR } = require("./fakes.js");

/** @returns {string[]} the script files, in push order */
function scriptFiles() {
  const config = JSON.parse(fs.readFileSync(path.join(SCRIPT_DIR, "tsconfig.json"), "utf8"));
  return config.files;
}

/**
 * @param {import("./fakes.js").World extends infer W ? W : never} world
 * @returns {any} the script's global scope (its functions and constants)
 */
function loadScript(world) {
  const context = vm.createContext({ ...makeGlobals(world), console: console });
  for (const file of scriptFiles()) {
    const source = fs.readFileSync(path.join(SCRIPT_DIR, file), "utf8");
    vm.runInContext(source, context, { filename: file });
  }
  // Top-level const/class bindings live in the context's lexical scope, not on its global
  // object: expose the few the tests read.
  vm.runInContext(
    "this.__tiebreak = { TiebreakProblem: TiebreakProblem, TIEBREAK_MESSAGES: TIEBREAK_MESSAGES, TIEBREAK_LANGS: TIEBREAK_LANGS, TIEBREAK_PROPS: TIEBREAK_PROPS };",
    context,
  );
  return context;
}

module.exports = { loadScript, scriptFiles };
