import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

/**
 * A test mailbox: a real SMTP server on loopback that the app mails sign-in codes to, and a tiny
 * HTTP endpoint the tests read them back from.
 */
type Message = { to: string[]; raw: string; receivedAt: number };
const messages: Message[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      });
      callback();
    });
  },
});
smtp.listen(Number(process.env.SMTP_PORT ?? 2525), "127.0.0.1");

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname === "/health") {
    res.end("ok");
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(found));
    return;
  }
  res.statusCode = 404;
  res.end();
}).listen(Number(process.env.MAILBOX_PORT ?? 2526), "127.0.0.1");

console.log("mailbox ready");
