import { describe, expect, it } from 'vitest';
import { sportMeet, sportMeetDocument } from '../../db/schema.ts';
import { dataOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n', 'latin1');

interface MeetRecord {
  meetId: string;
  name: string;
  registrationStart: string;
  registrationEnd: string;
  startDate: string;
  endDate: string;
  venues: { venueId: string; name: string }[];
  laneCount: number;
  fee: number | null;
  documents: { fileId: string; name: string; url: string }[];
  status: string;
}

describe.each(testDatabases())('sports meets on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', nf: 'nfadmin', admin: 'sysadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(sportMeet));
  const { as } = gateway;

  const meets = (filters: Record<string, unknown> = {}, token = tokens.k12) =>
    gateway.records<MeetRecord>(token, 'sportsMeet/page', filters);
  const newMeet = (overrides: Record<string, unknown> = {}) => ({
    name: '2028 年春季田径运动会',
    registrationStart: '2027-03-01',
    registrationEnd: '2027-03-20',
    startDate: '2027-03-25',
    endDate: '2027-03-26',
    ...overrides,
  });
  /** The first venue of the caller's organisation, as a meet names it. */
  const venueOf = async (token: string) => {
    const [first] = await gateway.records<{ venueId: string; name: string }>(token, 'place/page');
    return { venueId: first?.venueId ?? '', name: first?.name ?? '' };
  };

  it('adds a meet with its venues and rules, finds it, and edits it', async () => {
    const playground = await venueOf(tokens.k12);
    const { meetId } = await gateway.ok<{ meetId: string }>(
      tokens.k12,
      'POST',
      'sportsMeet/add',
      newMeet({ venueIds: [playground.venueId], laneCount: '6', fee: '5.5' }),
    );
    const added = await gateway.ok<MeetRecord>(tokens.k12, 'GET', 'sportsMeet/detail', { meetId });
    expect(added).toMatchObject({
      ...newMeet(),
      venues: [playground],
      laneCount: 6,
      maxEventsPerAthlete: 2,
      pointsTable: 'top8',
      fee: 5.5,
      status: 'notStarted',
    });
    expect((await meets({ keyword: '春季' })).map((meet) => meet.meetId)).toContain(meetId);
    expect((await meets({ status: 'inProgress' })).map((meet) => meet.meetId)).not.toContain(meetId);
    // A fitness centre's and a university's meets are their own; a meet with no venues and no fee.
    await gateway.ok(tokens.nf, 'POST', 'sportsMeet/add', newMeet());
    await gateway.ok(tokens.gx, 'POST', 'sportsMeet/add', newMeet());
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/edit', { meetId, ...newMeet({ name: '春季运动会', fee: '' }) });
    expect(await gateway.ok<MeetRecord>(tokens.k12, 'GET', 'sportsMeet/detail', { meetId })).toMatchObject({
      name: '春季运动会',
      venues: [],
      fee: null,
      laneCount: 8,
    });
  });

  it('refuses bad meets in every language, naming the field, without changing anything', async () => {
    const add = (overrides: Record<string, unknown>) => as(tokens.k12, 'POST', 'sportsMeet/add', newMeet(overrides));
    await expectRefused(add({ name: '春季运动会' }), 409, 'meet.nameTaken', { name: '春季运动会' });
    await expectRefused(add({ name: '  ' }), 400, 'validation.meet.nameRequired', { field: 'name' });
    await expectRefused(
      add({ startDate: '2027-03-19', endDate: '2027-03-19' }),
      400,
      'validation.meet.timeBeforeRegistrationEnd',
      {
        field: 'startDate',
      },
    );
    await expectRefused(add({ endDate: '2027-03-24' }), 400, 'validation.meet.dateOrder', { field: 'endDate' });
    await expectRefused(add({ registrationEnd: '2027-02-28' }), 400, 'validation.meet.registrationOrder', {
      field: 'registrationEnd',
    });
    await expectRefused(add({ startDate: '2027-13-01' }), 400, 'validation.meet.date', { field: 'startDate' });
    await expectRefused(add({ fee: 0 }), 400, 'validation.reportFee.minimum', { field: 'fee' });
    await expectRefused(add({ fee: '1e9' }), 400, 'validation.meet.feeMaximum', { field: 'fee' });
    await expectRefused(add({ fee: '1.005' }), 400, 'validation.money.decimals', { field: 'fee' });
    await expectRefused(add({ laneCount: 12 }), 400, 'validation.meet.laneCount', { field: 'laneCount' });
    await expectRefused(add({ markRounding: 'ceil' }), 400, 'validation.meet.markRounding', { field: 'markRounding' });
    // Another organisation's venue is no venue of this one.
    await gateway.ok(tokens.gx, 'POST', 'place/add', { code: '09', name: '体育馆', type: 'gymnasium' });
    const campus = await venueOf(tokens.gx);
    await expectRefused(add({ venueIds: [campus.venueId] }), 404, 'validation.venue.required', { field: 'venueIds' });
    const playground = await venueOf(tokens.k12);
    await expectRefused(add({ venueIds: [playground.venueId, playground.venueId] }), 400, 'validation.meet.venues', {
      field: 'venueIds',
    });
  });

  it('runs a meet along the progress transitions: edited until it ends, deleted only before it starts', async () => {
    const [meet] = await meets({ keyword: '春季运动会' });
    const meetId = meet?.meetId ?? '';
    const status = (to: string) => as(tokens.k12, 'POST', 'sportsMeet/status', { meetId, status: to });
    await expectRefused(status('ended'), 409, 'status.refused.notAllowed', {
      machine: 'progress',
      from: 'notStarted',
      to: 'ended',
    });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/status', { meetId, status: 'inProgress' });
    await expectRefused(as(tokens.k12, 'POST', 'sportsMeet/delete', { meetId }), 409, 'meet.started');
    // A rule corrected on the day.
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/edit', {
      meetId,
      ...newMeet({ name: '春季运动会', laneCount: 6 }),
    });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/status', { meetId, status: 'endedEarly' });
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/edit', { meetId, ...newMeet({ name: '春季运动会' }) }),
      409,
      'meet.ended',
    );
    await expectRefused(status('inProgress'), 409, 'status.refused.final', {
      machine: 'progress',
      from: 'endedEarly',
      to: 'inProgress',
    });
    expect((await meets({ status: 'endedEarly' })).map((one) => one.meetId)).toEqual([meetId]);

    const { meetId: draft } = await gateway.ok<{ meetId: string }>(
      tokens.k12,
      'POST',
      'sportsMeet/add',
      newMeet({ name: '草稿' }),
    );
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/delete', { meetId: draft });
    await expectRefused(as(tokens.k12, 'GET', 'sportsMeet/detail', { meetId: draft }), 404, 'meet.notFound');
  });

  it('keeps each organisation’s meets to itself, and meets to the frames that have them', async () => {
    const [meet] = await meets({ keyword: '春季运动会' });
    const meetId = meet?.meetId ?? '';
    expect((await meets({}, tokens.gx)).map((one) => one.meetId)).not.toContain(meetId);
    await expectRefused(as(tokens.gx, 'GET', 'sportsMeet/detail', { meetId }), 404, 'meet.notFound');
    await expectRefused(
      as(tokens.gx, 'POST', 'sportsMeet/edit', { meetId, ...newMeet({ name: '夺走' }) }),
      404,
      'meet.notFound',
    );
    await expectRefused(as(tokens.gx, 'POST', 'sportsMeet/delete', { meetId }), 404, 'meet.notFound');
    // The management centre's frame has no meets screen.
    await expectRefused(as(tokens.admin, 'GET', 'sportsMeet/page'), 403, 'auth.forbidden');
  });

  it('keeps a meet’s event documents in order, and lets go of the ones taken out or deleted with it', async () => {
    const upload = async (token: string, kind: string, name: string) => {
      const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(token) }, [
        { name: 'kind', value: kind },
        filePart(name, PDF, 'application/pdf'),
      ]);
      return dataOf<{ fileId: string; url: string }>(response);
    };
    const readStatus = async (url: string) =>
      (await gateway.app.inject({ method: 'GET', url, headers: bearer(tokens.k12) })).statusCode;
    const rules = await upload(tokens.k12, 'eventDocument', '竞赛规程.pdf');
    const schedule = await upload(tokens.k12, 'eventDocument', '日程.pdf');
    const { meetId } = await gateway.ok<{ meetId: string }>(
      tokens.k12,
      'POST',
      'sportsMeet/add',
      newMeet({ name: '带文件的运动会', documentIds: [schedule.fileId, rules.fileId] }),
    );
    const documentsOf = async () =>
      (await gateway.ok<MeetRecord>(tokens.k12, 'GET', 'sportsMeet/detail', { meetId })).documents;
    expect((await documentsOf()).map(({ name, url }) => ({ name, url }))).toEqual([
      { name: '日程.pdf', url: schedule.url },
      { name: '竞赛规程.pdf', url: rules.url },
    ]);

    // Bad documents: another organisation's upload, an upload of another kind, too many, one twice.
    const expectNothingChanged = refusalCheck(gateway.snapshot(sportMeet, sportMeetDocument));
    const edit = (documentIds: unknown) =>
      as(tokens.k12, 'POST', 'sportsMeet/edit', { meetId, ...newMeet({ name: '带文件的运动会', documentIds }) });
    const theirs = await upload(tokens.gx, 'eventDocument', '他校.pdf');
    const handout = await upload(tokens.k12, 'wikiAttachment', '讲义.pdf');
    await expectNothingChanged(edit([theirs.fileId]), 404, 'file.notFound', { field: 'documentIds' });
    await expectNothingChanged(edit([rules.fileId, handout.fileId]), 404, 'file.notFound', { field: 'documentIds' });
    await expectNothingChanged(
      edit(Array.from({ length: 11 }, (_, index) => `file-${index}`)),
      400,
      'validation.meet.documents',
      { field: 'documentIds' },
    );
    await expectNothingChanged(edit([rules.fileId, rules.fileId]), 400, 'validation.meet.document', {
      field: 'documentIds',
    });

    // The schedule taken out goes; the rules stay until the meet is deleted.
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/edit', {
      meetId,
      ...newMeet({ name: '带文件的运动会', documentIds: [rules.fileId] }),
    });
    expect((await documentsOf()).map((one) => one.name)).toEqual(['竞赛规程.pdf']);
    expect(await readStatus(schedule.url)).toBe(404);
    expect(await readStatus(rules.url)).toBe(200);
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/delete', { meetId });
    expect(await readStatus(rules.url)).toBe(404);
  });
});
