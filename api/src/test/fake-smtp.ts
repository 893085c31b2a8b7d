import { createServer, type Server } from 'node:net';

/** A minimal SMTP server that accepts every mail and keeps what it received (lines, and whole messages). */
export function fakeSmtp(): Promise<{ server: Server; port: number; received: string[]; messages: string[] }> {
  const received: string[] = [];
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    let current: string[] = [];
    socket.write('220 fake.example ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            messages.push(current.join('\n'));
            current = [];
            socket.write('250 queued\r\n');
          } else {
            received.push(line);
            current.push(line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.example\r\n250 OK\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received, messages });
    });
  });
}
