// A real SMTP server on loopback (the smtp-server package) that keeps what it receives. `refuse`
// makes it refuse recipients; `hold` keeps each message's end-of-data reply until the promise
// resolves, as a slow mail server would.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export async function startSmtpInbox() {
  const inbox: ReceivedMail[] = [];
  const control = { refuse: false, hold: null as Promise<void> | null };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (control.refuse) return callback(new Error("Mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        await control.hold;
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
