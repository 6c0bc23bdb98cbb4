// Live-chat benchmark: the real app on 127.0.0.1 (embedded PGlite in a temp folder, or the
// Postgres database BENCH_DATABASE_URL names), BENCH_SOCKETS customer sockets (500) and two staff
// sockets over websockets. Phase 1, steady load: every customer writes one message every
// BENCH_INTERVAL_MS (2 s) for BENCH_SECONDS (15 s); prints the round trip (send → stored →
// acknowledged) and the delivery (send → staff socket hears chat_message), p50/p95/p99. Phase 2,
// burst: every customer sends BENCH_BURST (5) messages at once; prints messages per second.
// Phase 3, staff alerts: with the customers still connected and BENCH_STAFF (5) staff sockets,
// visitors book at BENCH_BOOKINGS_PER_SECOND (20) for BENCH_BOOKING_SECONDS (10 s); prints the
// time from the booking's row (stored in its transaction) to each staff socket's staff_alert.
// Run: npm run bench:chat
import { fork } from 'node:child_process';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatAck, ChatMessage } from '../contract/chat';
import type { StaffAlert } from '../contract/alerts';
import { createBooking } from '../contract/bookings';
import { LIVE_EVENTS } from '../contract/live-events';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 2000);
const BURST = Number(process.env.BENCH_BURST ?? 5);
const BOOKINGS_PER_SECOND = Number(process.env.BENCH_BOOKINGS_PER_SECOND ?? 20);
const BOOKING_SECONDS = Number(process.env.BENCH_BOOKING_SECONDS ?? 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;
function summary(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  console.info(`${label.padEnd(34)} n=${String(sorted.length).padStart(6)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? NaN)}`);
}

// The server runs in its own process (scripts/bench-chat-server.ts), so the 500 clients' work
// here never delays it, and what is measured is what a browser would see.
const server = fork(path.join(path.dirname(new URL(import.meta.url).pathname), 'bench-chat-server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_SOCKETS: String(SOCKETS) },
});
const ready = await new Promise<{ url: string; customers: Array<{ id: string; token: string }>; staff: Array<{ id: string; token: string }>; database: string }>((resolve, reject) => {
  server.once('message', (message) => resolve(message as never));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const { url } = ready;

function open(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const connectStarted = performance.now();
const staffSockets = await Promise.all(ready.staff.map((row) => open(row.token)));
const customerTokens = ready.customers.map((row) => row.token);
const customerRows = ready.customers;
const customers: Socket[] = [];
// In groups, as real visitors arrive, not 500 handshakes in the same millisecond.
for (let index = 0; index < customerTokens.length; index += 50) {
  customers.push(...(await Promise.all(customerTokens.slice(index, index + 50).map(open))));
}
console.info(`${SOCKETS} customer + ${staffSockets.length} staff sockets connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s (${ready.database})`);

// Staff take every conversation, as they would during a busy hour.
const [firstStaff, secondStaff] = staffSockets as [Socket, Socket];
await Promise.all(customerRows.map((row, index) => (index % 2 ? secondStaff : firstStaff).timeout(20_000).emitWithAck('open_chat', { userId: row.id })));

// Delivery: staff hear chat_message; the text carries when it was sent.
const deliveries: number[] = [];
firstStaff.on('chat_message', (message: ChatMessage) => {
  const sentAt = Number(message.message.split('@')[1]);
  if (sentAt) deliveries.push(performance.now() - sentAt);
});

const roundTrips: number[] = [];
let failures = 0;
async function send(socket: Socket, text: string) {
  const started = performance.now();
  const answer: ChatAck = await socket.timeout(20_000).emitWithAck('send_message', { message: `${text}@${started}` });
  if (answer.ok) roundTrips.push(performance.now() - started);
  else failures += 1;
}

// Phase 1: steady load, each customer at its own offset within the interval.
const steadyEnd = performance.now() + SECONDS * 1000;
const loops = customers.map(async (socket, index) => {
  await new Promise((resolve) => setTimeout(resolve, (index / customers.length) * INTERVAL_MS));
  const pending: Array<Promise<void>> = [];
  for (let round = 0; performance.now() < steadyEnd; round += 1) {
    pending.push(send(socket, `Tin ${round}`));
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
  await Promise.all(pending);
});
await Promise.all(loops);
await new Promise((resolve) => setTimeout(resolve, 500));
console.info(`\nSteady: ${SOCKETS} sockets, one message each per ${INTERVAL_MS} ms for ${SECONDS} s (${((SOCKETS * 1000) / INTERVAL_MS).toFixed(0)} msg/s offered)`);
summary('round trip (stored + acknowledged)', roundTrips);
summary('delivery to staff socket', deliveries);
console.info(`refused or failed: ${failures}`);

// Phase 2: a burst, after the rate-limit window has passed.
await new Promise((resolve) => setTimeout(resolve, 10_500));
roundTrips.length = 0;
deliveries.length = 0;
failures = 0;
const burstStarted = performance.now();
await Promise.all(customers.flatMap((socket) => Array.from({ length: BURST }, (_, index) => send(socket, `Dồn ${index}`))));
const burstSeconds = (performance.now() - burstStarted) / 1000;
console.info(`\nBurst: ${SOCKETS * BURST} messages from ${SOCKETS} sockets at once`);
console.info(`throughput: ${(roundTrips.length / burstSeconds).toFixed(0)} messages/s stored and acknowledged (${burstSeconds.toFixed(2)} s)`);
summary('round trip under burst', roundTrips);
console.info(`refused or failed: ${failures}`);

// Phase 3: bookings arriving while every staff socket listens for alerts.
await new Promise((resolve) => setTimeout(resolve, 1000));
const alertDelays: number[] = [];
const heardBy = new Map<string, number>();
for (const socket of staffSockets) {
  socket.on(LIVE_EVENTS.staffAlert, (alert: StaffAlert) => {
    if (alert.type !== 'booking') return;
    // Same machine, same clock: the row's time is when the booking was stored.
    alertDelays.push(Date.now() - Date.parse(alert.createdAt));
    heardBy.set(alert.id, (heardBy.get(alert.id) ?? 0) + 1);
  });
}
const day = new Date(Date.now() + 3 * 86_400_000);
if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
const bookingDay = day.toISOString().slice(0, 10);
let booked = 0;
let bookingFailures = 0;
const bookingRequests: Array<Promise<void>> = [];
const bookingStarted = performance.now();
for (let index = 0; index < BOOKINGS_PER_SECOND * BOOKING_SECONDS; index += 1) {
  const due = bookingStarted + (index * 1000) / BOOKINGS_PER_SECOND;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  bookingRequests.push(
    fetch(`${url}${createBooking.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: `Khách đặt ${index}`, numberPhone: `09${String(index).padStart(8, '0')}`, date: bookingDay, timeSlot: '09:00', description: '', images: [] }),
    }).then((response) => {
      if (response.status === 201) booked += 1;
      else bookingFailures += 1;
    }),
  );
}
await Promise.all(bookingRequests);
await new Promise((resolve) => setTimeout(resolve, 2000));
const everyone = [...heardBy.values()].filter((count) => count === staffSockets.length).length;
console.info(`
Alerts: ${booked} bookings at ${BOOKINGS_PER_SECOND}/s for ${BOOKING_SECONDS} s, ${staffSockets.length} staff and ${SOCKETS} customer sockets connected`);
summary('booking stored → staff_alert', alertDelays);
console.info(`bookings heard by every staff socket: ${everyone}/${booked}; refused or failed: ${bookingFailures}`);

for (const socket of [...customers, ...staffSockets]) socket.close();
server.kill('SIGTERM');
