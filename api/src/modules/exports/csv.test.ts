import { csvCell, csvCellsOf, csvRow, csvStream, UTF8_BOM } from './csv';

describe('csvCell', () => {
  it('quotes every value, and writes an empty cell for null', () => {
    expect(csvCell('Wanjiru Kamau')).toBe('"Wanjiru Kamau"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell('Nyambura Wa-Mũthoni')).toBe('"Nyambura Wa-Mũthoni"');
  });

  it('keeps commas, semicolons, quotes and line breaks inside the cell, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Nairobi, Kenya')).toBe('"Nairobi, Kenya"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    // Where ";" separates cells, an unquoted `a;=1+1` would be two cells, the second a live formula.
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+254700000000')).toBe(`"'+254700000000"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('makes a CRLF-terminated row, read back cell by cell', () => {
    const row = csvRow(['a', 1, null, 'b,c', 'say "x"']);
    expect(row).toBe('"a","1","","b,c","say ""x"""\r\n');
    expect(csvCellsOf(row.trimEnd())).toEqual(['a', '1', '', 'b,c', 'say "x"']);
  });
});

describe('csvStream', () => {
  const columns = [
    { header: 'Id', value: (row: { id: number; name: string }) => row.id },
    { header: 'Name', value: (row: { id: number; name: string }) => row.name },
  ];

  it('starts with the BOM and the header row, then the rows of every batch', async () => {
    async function* batches() {
      yield [{ id: 1, name: 'Amani' }];
      yield [];
      yield [
        { id: 2, name: '=1+1' },
        { id: 3, name: 'Baraka' },
      ];
    }
    let text = '';
    for await (const chunk of csvStream(columns, batches())) text += String(chunk);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toBe(`${UTF8_BOM}"Id","Name"\r\n"1","Amani"\r\n"2","'=1+1"\r\n"3","Baraka"\r\n`);
  });

  it('reads batches only as fast as they are taken (back-pressure: memory holds a few batches, not the table)', async () => {
    let asked = 0;
    async function* batches() {
      for (let batch = 1; batch <= 1000; batch += 1) {
        asked += 1;
        yield [{ id: batch, name: 'x'.repeat(1000) }];
      }
    }
    const stream = csvStream(columns, batches());
    const reader = stream[Symbol.asyncIterator]();
    expect(String((await reader.next()).value)).toContain('"Id","Name"');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // About 16 kB (the stream's buffer) of 1 kB rows, far from the 1000 batches.
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(40);
    stream.destroy();
  });
});
