import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: string[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it receives. With `gate`, it accepts no message
 * before the gate opens, so a test can tell whether a sender waited for the mail. With `port`, it
 * listens there (a mail server coming back where the store was told to find it).
 */
export async function startSmtpSink(gate?: Promise<void>, port = 0): Promise<SmtpSink> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        void Promise.resolve(gate).then(() => {
          messages.push(data);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
