// @ts-check
// One HTTP request, made in a child process so that the fake UrlFetchApp.fetch can be
// synchronous, as Apps Script's is (fakes.js waits for this process with spawnSync).
// Reads {url, method, headers, body (base64)} on stdin; writes {status, headers, body} or
// {error} on stdout.
"use strict";
const http = require("node:http");

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  input += chunk;
});
process.stdin.on("end", () => {
  const ask = JSON.parse(input);
  const url = new URL(ask.url);
  if (url.protocol !== "http:" || (url.hostname !== "127.0.0.1" && url.hostname !== "localhost")) {
    process.stdout.write(JSON.stringify({ error: "tests reach loopback only, not " + ask.url }));
    return;
  }
  const body = Buffer.from(ask.body || "", "base64");
  const request = http.request(
    url,
    { method: ask.method, headers: { ...ask.headers, "Content-Length": String(body.length) } },
    (response) => {
      /** @type {Buffer[]} */
      const parts = [];
      response.on("data", (part) => parts.push(part));
      response.on("end", () => {
        process.stdout.write(
          JSON.stringify({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(parts).toString("base64"),
          }),
        );
      });
    },
  );
  request.on("error", (err) => {
    process.stdout.write(JSON.stringify({ error: String(err.message || err) }));
  });
  request.end(body);
});
