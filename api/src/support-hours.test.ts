import { loadConfig, ConfigError } from './config';
import {
  addStaffedTime,
  addWorkingDays,
  dueAtOf,
  isOutOfHours,
  isStaffed,
  parseSupportHours,
  RESPONSE_TARGET_DEFAULTS,
  SupportHoursError,
} from './support-hours';

// Times are written in Nairobi time (+03:00). 2026-11-27 is a Friday.
const at = (local: string) => new Date(`${local}+03:00`);
const HOUR = 3600_000;

const office = parseSupportHours('Mon-Fri 08:00-18:00');
const holidays = parseSupportHours('Mon-Fri 08:00-18:00; closed 2026-12-25, 2026-12-28');

describe('parseSupportHours', () => {
  it('reads days, ranges, split hours and closed dates, case aside', () => {
    const hours = parseSupportHours(' mon-fri 08:00-12:00, 13:00-18:00 ; Sat 09:00-13:00; closed 2026-12-25 ');
    expect(hours.weekly[1]).toEqual([
      { start: 480, end: 720 },
      { start: 780, end: 1080 },
    ]);
    expect(hours.weekly[6]).toEqual([{ start: 540, end: 780 }]);
    expect(hours.weekly[0]).toEqual([]);
    expect([...hours.closed]).toEqual(['2026-12-25']);
  });

  it('wraps a range of days round the week, and takes 24:00 as the end of a day', () => {
    const hours = parseSupportHours('Fri-Mon 00:00-24:00');
    expect(hours.weekly.map((spans) => spans.length)).toEqual([1, 1, 0, 0, 0, 1, 1]);
    expect(isStaffed(hours, at('2026-11-29T23:59:00'))).toBe(true);
  });

  it.each([
    ['', 'no staffed hours in the week'],
    ['Mon-Fri', "'Mon-Fri' needs days and hours"],
    ['Mon-Fry 08:00-18:00', "'Fry' is not a day"],
    ['Mon-Fri 8-18', "'8-18' is not a time range like 08:00-18:00"],
    ['Mon-Fri 18:00-08:00', 'ends before it starts'],
    ['Mon 08:00-12:00; Mon 11:00-13:00', 'the hours of Mon overlap'],
    ['Mon-Fri 08:00-18:00; closed 2026-02-30', "'2026-02-30' is not a date"],
    ['Mon-Fri 08:00-25:00', 'is not a time range'],
  ])('refuses %j naming what is wrong', (raw, message) => {
    expect(() => parseSupportHours(raw)).toThrow(SupportHoursError);
    expect(() => parseSupportHours(raw)).toThrow(message);
  });
});

describe('isStaffed and isOutOfHours', () => {
  it('office hours in Nairobi time: opening inclusive, closing exclusive', () => {
    expect(isStaffed(office, at('2026-11-27T08:00:00'))).toBe(true);
    expect(isStaffed(office, at('2026-11-27T17:59:59'))).toBe(true);
    expect(isStaffed(office, at('2026-11-27T18:00:00'))).toBe(false);
    expect(isStaffed(office, at('2026-11-27T07:59:00'))).toBe(false);
    // 05:30 UTC is 08:30 in Nairobi.
    expect(isStaffed(office, new Date('2026-11-27T05:30:00Z'))).toBe(true);
  });

  it('evenings, nights, weekends and closed dates are out of hours', () => {
    const config = { supportHours: holidays };
    expect(isOutOfHours(config, at('2026-11-26T21:00:00'))).toBe(true);
    expect(isOutOfHours(config, at('2026-11-28T10:00:00'))).toBe(true);
    expect(isOutOfHours(config, at('2026-11-29T10:00:00'))).toBe(true);
    expect(isOutOfHours(config, at('2026-12-25T10:00:00'))).toBe(true);
    expect(isOutOfHours(config, at('2026-12-24T10:00:00'))).toBe(false);
  });
});

describe('addStaffedTime', () => {
  it('inside a staffed day: plain addition', () => {
    expect(addStaffedTime(office, at('2026-11-26T09:15:00'), HOUR)).toEqual(at('2026-11-26T10:15:00'));
  });

  it('a message at 17:30 on a Friday is due at 08:30 on Monday for one staffed hour', () => {
    expect(addStaffedTime(office, at('2026-11-27T17:30:00'), HOUR)).toEqual(at('2026-11-30T08:30:00'));
  });

  it('an evening or weekend message starts counting at the next opening', () => {
    expect(addStaffedTime(office, at('2026-11-25T22:00:00'), HOUR)).toEqual(at('2026-11-26T09:00:00'));
    expect(addStaffedTime(office, at('2026-11-28T03:00:00'), 8 * HOUR)).toEqual(at('2026-11-30T16:00:00'));
    expect(addStaffedTime(office, at('2026-11-26T06:00:00'), 30 * 60_000)).toEqual(at('2026-11-26T08:30:00'));
  });

  it('eight staffed hours run over the evening into the next day', () => {
    expect(addStaffedTime(office, at('2026-11-26T14:00:00'), 8 * HOUR)).toEqual(at('2026-11-27T12:00:00'));
  });

  it('skips closed dates (Christmas on a Friday, a Monday holiday after the weekend)', () => {
    expect(addStaffedTime(holidays, at('2026-12-24T17:30:00'), HOUR)).toEqual(at('2026-12-29T08:30:00'));
  });

  it('counts split hours only', () => {
    const split = parseSupportHours('Mon-Fri 08:00-12:00, 13:00-18:00');
    expect(addStaffedTime(split, at('2026-11-26T11:30:00'), HOUR)).toEqual(at('2026-11-26T13:30:00'));
  });

  it('nothing to add: the same instant', () => {
    expect(addStaffedTime(office, at('2026-11-28T03:00:00'), 0)).toEqual(at('2026-11-28T03:00:00'));
  });
});

describe('addWorkingDays', () => {
  it('the same clock time n working days later, weekends and closed dates not counted', () => {
    expect(addWorkingDays(office, at('2026-11-24T10:00:00'), 2)).toEqual(at('2026-11-26T10:00:00'));
    expect(addWorkingDays(office, at('2026-11-27T17:30:00'), 2)).toEqual(at('2026-12-01T17:30:00'));
    expect(addWorkingDays(office, at('2026-11-28T12:00:00'), 2)).toEqual(at('2026-12-01T12:00:00'));
    expect(addWorkingDays(holidays, at('2026-12-24T09:00:00'), 2)).toEqual(at('2026-12-30T09:00:00'));
  });

  it('the local day counts, not the UTC one (22:30 UTC on Thursday is 01:30 on Friday in Nairobi: due 01:30 on Monday)', () => {
    expect(addWorkingDays(office, new Date('2026-11-26T22:30:00Z'), 1)).toEqual(new Date('2026-11-29T22:30:00Z'));
  });
});

describe('dueAtOf (the default targets)', () => {
  const config = { supportHours: office, responseTargets: RESPONSE_TARGET_DEFAULTS };
  it('high: 1 staffed hour; elevated: 8 staffed hours; none: 2 working days', () => {
    const friday = at('2026-11-27T17:30:00');
    expect(dueAtOf(config, 'high', friday)).toEqual(at('2026-11-30T08:30:00'));
    expect(dueAtOf(config, 'elevated', friday)).toEqual(at('2026-11-30T15:30:00'));
    expect(dueAtOf(config, 'none', friday)).toEqual(at('2026-12-01T17:30:00'));
  });
});

describe('SUPPORT_HOURS and RESPONSE_TARGET_* settings', () => {
  const base = { JWT_SECRET: 'k9!Vq2#rT7zP4mX8wL1nB6cY3hF5jD0s-unique', APP_URL: 'https://tulia.example' };

  it('default to the office hours and 1 h / 8 h / 2 working days', () => {
    const { config } = loadConfig(base);
    expect(config.supportHours).toEqual(office);
    expect(config.responseTargets).toEqual({ highMinutes: 60, elevatedMinutes: 480, noneDays: 2 });
  });

  it('are read from the environment', () => {
    const { config } = loadConfig({
      ...base,
      SUPPORT_HOURS: 'Mon-Sat 07:00-19:00; closed 2026-12-25',
      RESPONSE_TARGET_HIGH_MINUTES: '30',
      RESPONSE_TARGET_ELEVATED_MINUTES: '240',
      RESPONSE_TARGET_NONE_DAYS: '3',
    });
    expect(config.supportHours.weekly[6]).toEqual([{ start: 420, end: 1140 }]);
    expect(config.supportHours.closed.has('2026-12-25')).toBe(true);
    expect(config.responseTargets).toEqual({ highMinutes: 30, elevatedMinutes: 240, noneDays: 3 });
  });

  it('production refuses an invalid value with a message naming the setting', () => {
    expect(() => loadConfig({ ...base, SUPPORT_HOURS: 'weekdays 8 to 6' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SUPPORT_HOURS: 'Weekdays 08:00-18:00' })).toThrow(/^SUPPORT_HOURS: 'Weekdays' is not a day/);
    expect(() => loadConfig({ ...base, RESPONSE_TARGET_HIGH_MINUTES: '0' })).toThrow(/RESPONSE_TARGET_HIGH_MINUTES must be a whole number/);
  });
});
