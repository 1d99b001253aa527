import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';

/** What a name holds in the local DNS server; a name missing from the zone answers NXDOMAIN. */
export type ZoneEntry = { A?: string[]; AAAA?: string[]; CNAME?: string; TXT?: string[] };

const NXDOMAIN = 3;

/**
 * A small DNS server on 127.0.0.1 over UDP (dns-packet encodes the real wire format), answering from
 * a zone tests change as they go: a CNAME is followed within the zone like a recursive resolver
 * does. Point DNS_SERVERS at `address` to make the server's domain checks ask it.
 */
export async function startLocalDns() {
  const zone = new Map<string, ZoneEntry>();
  const socket = dgram.createSocket('udp4');

  const answersFor = (name: string, type: string, depth = 0): dnsPacket.Answer[] => {
    const entry = zone.get(name.toLowerCase());
    if (!entry || depth > 5) return [];
    if (entry.CNAME && type !== 'CNAME') {
      const link: dnsPacket.Answer = { type: 'CNAME', name, ttl: 5, data: entry.CNAME };
      return [link, ...answersFor(entry.CNAME, type, depth + 1)];
    }
    if (type === 'CNAME') return entry.CNAME ? [{ type: 'CNAME', name, ttl: 5, data: entry.CNAME }] : [];
    if (type === 'A') return (entry.A ?? []).map((data) => ({ type: 'A', name, ttl: 5, data }));
    if (type === 'AAAA') return (entry.AAAA ?? []).map((data) => ({ type: 'AAAA', name, ttl: 5, data }));
    if (type === 'TXT') return (entry.TXT ?? []).map((data) => ({ type: 'TXT', name, ttl: 5, data }));
    return [];
  };

  socket.on('message', (message, remote) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const isKnown = zone.has(question.name.toLowerCase());
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (isKnown ? 0 : NXDOMAIN),
      questions: [question],
      answers: answersFor(question.name, question.type),
    });
    socket.send(response, remote.port, remote.address);
  });

  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${port}`,
    set(name: string, entry: ZoneEntry) {
      zone.set(name.toLowerCase(), entry);
    },
    remove(name: string) {
      zone.delete(name.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

export type LocalDns = Awaited<ReturnType<typeof startLocalDns>>;
