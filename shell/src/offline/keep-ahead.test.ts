import { firstVisit, NEW_VISIT_AFTER_MS, pageOpened, readVisitRecord, shouldKeepAhead, type VisitRecord } from './keep-ahead';

const start = Date.UTC(2026, 10, 27, 8, 0);
const minutes = (count: number) => count * 60 * 1000;

/** The record after a page opened at each of these times (minutes after the first visit). */
function visitsAt(...times: number[]): VisitRecord {
  return times.reduce((record, time) => pageOpened(record, start + minutes(time)), firstVisit(start));
}

describe('counting visits', () => {
  it('counts the visit that installed the worker as the first', () => {
    expect(firstVisit(start)).toEqual({ visits: 1, lastPageAt: start, asked: false });
  });

  it('counts pages opened within 30 minutes of the previous one as the same visit', () => {
    expect(visitsAt(1, 10, 29, 55, 80).visits).toBe(1);
  });

  it('counts a page opened more than 30 minutes after the previous one as a new visit', () => {
    expect(visitsAt(NEW_VISIT_AFTER_MS / minutes(1) + 1).visits).toBe(2);
    expect(visitsAt(31, 70).visits).toBe(3);
    expect(visitsAt(60 * 24, 60 * 48).visits).toBe(3);
  });

  it('is not thrown by a clock set back', () => {
    const record = visitsAt(40);
    expect(pageOpened(record, start).lastPageAt).toBe(record.lastPageAt);
  });

  it('reads back what it stored, and nothing else', () => {
    const record = { ...visitsAt(40), asked: true };
    expect(readVisitRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
    for (const data of [null, 'x', {}, { visits: 0, lastPageAt: start }, { visits: 2 }, { visits: 1.5, lastPageAt: start }]) {
      expect(readVisitRecord(data)).toBeNull();
    }
  });
});

describe('shouldKeepAhead', () => {
  const fast = { effectiveType: '4g' };
  const first = firstVisit(start);
  const second = visitsAt(40);
  const third = visitsAt(40, 80);

  it('keeps nothing ahead on a first or second visit', () => {
    expect(shouldKeepAhead({ askedNow: false, record: first, connection: fast })).toBe(false);
    expect(shouldKeepAhead({ askedNow: false, record: second, connection: fast })).toBe(false);
    expect(shouldKeepAhead({ askedNow: false, record: first, connection: undefined })).toBe(false);
  });

  it('keeps the site when the visitor asks, on any visit and any connection', () => {
    for (const connection of [fast, undefined, { saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { metered: true }]) {
      expect(shouldKeepAhead({ askedNow: true, record: first, connection })).toBe(true);
    }
  });

  it('keeps the site on the third visit, and for a visitor who asked before (a new release)', () => {
    expect(shouldKeepAhead({ askedNow: false, record: third, connection: fast })).toBe(true);
    expect(shouldKeepAhead({ askedNow: false, record: third, connection: undefined })).toBe(true);
    expect(shouldKeepAhead({ askedNow: false, record: { ...first, asked: true }, connection: fast })).toBe(true);
  });

  it('never keeps it unasked on Data Saver, 2G or a metered connection', () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
      { effectiveType: '4g', metered: true },
    ]) {
      expect(shouldKeepAhead({ askedNow: false, record: third, connection }), JSON.stringify(connection)).toBe(false);
      expect(shouldKeepAhead({ askedNow: false, record: { ...third, asked: true }, connection }), JSON.stringify(connection)).toBe(false);
    }
  });

  it('is not stopped by a mobile connection the browser does not call metered', () => {
    expect(shouldKeepAhead({ askedNow: false, record: third, connection: { effectiveType: '4g', metered: false } })).toBe(true);
  });
});
