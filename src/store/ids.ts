import { randomBytes } from 'node:crypto';

let lastMillis = 0;
let sequence = 0;

// Random bytes are drawn in blocks: one system call per 256 ids instead of one per id.
const POOL_IDS = 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;
function random16(): Buffer {
  if (poolOffset >= pool.length) {
    pool = randomBytes(16 * POOL_IDS);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + 16));
  poolOffset += 16;
  return bytes;
}

/**
 * A lowercase UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then a 12-bit counter and random
 * bits, so ids made by one process are strictly increasing and B-tree inserts stay local.
 */
export function uuidv7(now: number = Date.now()): string {
  if (now <= lastMillis) {
    sequence = (sequence + 1) & 0xfff;
    if (sequence === 0) lastMillis += 1; // counter wrapped: borrow the next millisecond
    now = lastMillis;
  } else {
    lastMillis = now;
    sequence = random16().readUInt16BE(0) & 0x3ff; // leave headroom for the counter
  }
  const bytes = random16();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
