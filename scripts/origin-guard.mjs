// Loaded with `node --import` in front of remix-serve. Remix refuses a cross-site document POST
// itself, but with an empty 500 and only after logging an error; this answers such requests with
// a plain 403 before they reach the app, for every route and method alike. The app's actions and
// /api routes check again (requireSameOrigin), so the rule holds without this guard too.
import http from "node:http";
import { appOriginFromEnv, isCrossSite } from "../app/utils/same-origin.mjs";

const appOrigin = appOriginFromEnv(process.env);
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function guardedEmit(event, ...args) {
  if (event === "request") {
    const [req, res] = args;
    const header = (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (isCrossSite(req.method, header, appOrigin)) {
      res.writeHead(403, {
        "Content-Type": "application/json; charset=utf-8",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      });
      res.end(JSON.stringify({ message: "Cross-site request refused" }));
      return true;
    }
  }
  return emit.call(this, event, ...args);
};
