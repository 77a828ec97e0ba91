// What a store sends to PostgreSQL, read on the way, so a slow call's own statements can be run
// again under EXPLAIN (admin-at-scale.mjs, search-at-scale.mjs).
import net from 'node:net';

const tenth = (n) => Math.round(n * 10) / 10;

/**
 * A TCP relay between the store and PostgreSQL at `target` (a URL) that reads what the store
 * sends: each statement (Parse, or a simple Query) with its parameters (Bind, text format).
 * `capture()` starts a list; `take()` ends and returns it; `port` is where the store connects.
 */
export async function statementTap(target) {
  let captured;
  const open = new Set();
  const server = net.createServer((socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    open.add(socket).add(upstream);
    // As pg and PostgreSQL do: without it, Nagle's delay adds about 40 ms to bigger answers.
    socket.setNoDelay(true);
    upstream.setNoDelay(true);
    const named = new Map();
    let parsed = '';
    let buffer = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          started = buffer.readInt32BE(4) !== 80877103; // an SSLRequest is followed by the startup
          buffer = buffer.subarray(length);
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const type = String.fromCharCode(buffer[0]);
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          parsed = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
          if (nameEnd > 0) named.set(body.toString('utf8', 0, nameEnd), parsed);
        } else if (type === 'B' && captured) {
          const portalEnd = body.indexOf(0);
          const nameEnd = body.indexOf(0, portalEnd + 1);
          const name = body.toString('utf8', portalEnd + 1, nameEnd);
          let at = nameEnd + 1;
          const formats = body.readInt16BE(at);
          at += 2 + 2 * formats;
          const count = body.readInt16BE(at);
          at += 2;
          const values = [];
          for (let i = 0; i < count; i++) {
            const size = body.readInt32BE(at);
            at += 4;
            values.push(size < 0 ? null : body.toString('utf8', at, at + size));
            at += Math.max(0, size);
          }
          captured.push({ text: name ? named.get(name) : parsed, values });
        } else if (type === 'Q' && captured) {
          captured.push({ text: body.toString('utf8', 0, body.length - 1), values: [] });
        }
      }
    });
    upstream.pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close);
    upstream.on('error', close);
    socket.on('close', close);
    upstream.on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    capture: () => (captured = []),
    take: () => {
      const list = captured ?? [];
      captured = undefined;
      return list;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        for (const socket of open) socket.destroy();
      }),
  };
}

/**
 * One statement run again under EXPLAIN (ANALYZE, BUFFERS): its time, its plan's top line, the
 * scans it made (a sequential scan with the pages it read) and the plan as PostgreSQL prints it.
 */
export async function explain(db, { text, values }) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
  const [{ Plan: plan, 'Execution Time': executionMs, 'Planning Time': planningMs }] =
    rows[0]['QUERY PLAN'];
  const scans = [];
  const walk = (node) => {
    if (node['Node Type'] === 'Bitmap Index Scan')
      scans.push(`Bitmap Index Scan on ${node['Index Name']}`);
    if (node['Relation Name']) {
      const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
      const pages =
        node['Node Type'] === 'Seq Scan'
          ? ` (${node['Shared Hit Blocks'] + node['Shared Read Blocks']} pages)`
          : '';
      scans.push(`${node['Node Type']} on ${node['Relation Name']}${using}${pages}`);
    }
    node.Plans?.forEach(walk);
  };
  walk(plan);
  const textPlan = (
    await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values)
  ).rows.map((r) => r['QUERY PLAN']);
  return {
    sql: text.replace(/\s+/g, ' '),
    values,
    top: `${plan['Node Type']} (rows ${plan['Actual Rows']})`,
    scans: [...new Set(scans)],
    executionMs: tenth(executionMs),
    planningMs: tenth(planningMs),
    buffers: { hit: plan['Shared Hit Blocks'], read: plan['Shared Read Blocks'] },
    plan: textPlan,
  };
}
