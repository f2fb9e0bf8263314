import { contract } from '@school-sports/gateway-client/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { gatewayFixture } from '../testing/fixture.ts';
import { bearer } from '../testing/gateway.ts';
import { filePart, injectMultipart } from '../testing/multipart.ts';
import { MP4_HEAD } from '../testing/uploads.ts';

/**
 * Lists that answer from another list's handler under a frame's own name of the screen (the
 * university's score search): sorting them again would prove the same code twice.
 */
const TWINS = new Set(['scoreSearch/gx/page', 'testRecord/gx/page']);

/** Every paged list of the contract that sorts, with the row fields it sorts by. */
const sortedLists = Object.values(contract).flatMap((endpoint) => {
  const path = endpoint.path.replace(/^\/api\/busi\/web\//, '');
  return 'sorts' in endpoint && Array.isArray(endpoint.sorts) && endpoint.sorts.length > 0 && !TWINS.has(path)
    ? [{ path, sorts: endpoint.sorts as readonly string[] }]
    : [];
});

/** The smallest page a list offers: every list is walked page by page at this size. */
const PAGE = 10;

type Row = Record<string, unknown>;
type SortKey = readonly (string | number | null)[];

// Each list sorts by each field its contract names, up and down, and the test walks every page of it
// and checks the order itself: rows ordered by the field's value (the database's own order for text,
// so the check holds under any collation), rows of equal value in the list's unsorted order, which
// the gateway keeps as the tie-break so that pages never share or skip a row. Every list holds more
// than a page, so a sort applied to one page only, a wrong column or a wrong direction all fail here.
describe.each(testDatabases())('every sortable list on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ sysadmin: 'sysadmin', k12: 'k12admin', gx: 'gxadmin', nf: 'nfadmin' });
  /** A class's place in the classes' order (grade, then code), by its id: how a student's class sorts. */
  const classOrder = new Map<string, SortKey>();
  /** Filters a list is walked with: the score search holds every demo result, so it is walked over one plan. */
  const listQueries: Record<string, Row> = {};

  /**
   * Fields that sort by something other than the text they show, and the key a row sorts by: a
   * grade's name by its level, a student's class by its grade's level and then its code.
   */
  const sortKeys: Record<string, (row: Row) => SortKey> = {
    'class/page gradeName': (row) => [row.gradeLevel as number],
    'student/page className': (row) => classOrder.get(row.classId as string) ?? [null],
    // A class test's class by its grade (the school grade's level is its key's number), then its name.
    'classTest/page className': (row) => [
      row.gradeKey === null ? null : Number(String(row.gradeKey).slice(1)),
      row.className as string | null,
    ],
  };

  // Each list gets rows enough for more than a page; names repeat so that sorting by them meets ties.
  beforeAll(async () => {
    const name = (index: number) => `${['赵', '钱', '孙', '李'][index % 4]}${['一', '二', '三'][index % 3]}`;
    const k12Grades = await gateway.ok<{ gradeId: string; level: number }[]>(tokens.k12, 'GET', 'grade/list');
    const firstGrade = k12Grades.find((grade) => grade.level === 1)?.gradeId;
    const [firstClass] = await gateway.records<{ classId: string }>(tokens.k12, 'class/page');
    const roleOf = async (token: string) => (await gateway.records<{ roleId: string }>(token, 'role/page'))[0]?.roleId;
    const [k12Role, platformRole] = [await roleOf(tokens.k12), await roleOf(tokens.sysadmin)];
    const [college] = await gateway.ok<{ collegeId: string }[]>(tokens.gx, 'GET', 'college/list');
    const [k12Year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    const parentId = await gateway.orgIdOf(tokens.sysadmin);
    const { categoryId: wikiCategory } = await gateway.ok<{ categoryId: string }>(
      tokens.k12,
      'POST',
      'resourceCategory/add',
      { name: '排序分类' },
    );
    // One lesson video every sorted lesson resource holds (a file may serve several).
    const video = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(tokens.k12) }, [
      { name: 'kind', value: 'lessonVideo' },
      filePart('lesson.mp4', Buffer.concat([MP4_HEAD, Buffer.alloc(64, 7)]), 'video/mp4'),
    ]);
    const lessonVideo = (video.json() as { data: { fileId: string } }).data.fileId;
    const picture = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(tokens.k12) }, [
      { name: 'kind', value: 'image' },
      filePart(
        'a.png',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
        'image/png',
      ),
    ]);
    const lessonImage = (picture.json() as { data: { fileId: string } }).data.fileId;
    const add: [string, string, (index: number) => Row][] = [
      [
        tokens.sysadmin,
        'orgManage/add',
        (index) => ({
          name: `${name(index)}小学`,
          code: `${50 + index}`,
          parentId,
          type: 21,
          adminAccount: `sortadmin${index}`,
          adminPassword: 'Sport@2026',
          deviceActivationCode: `ACT-SORT-${index}`,
          activatableCount: 10,
          activatedCount: 0,
          longitude: 116.4,
          latitude: 39.9,
        }),
      ],
      [
        tokens.sysadmin,
        'user/add',
        (index) => ({
          accountNum: `sortstaff${index}`,
          password: 'Staff@2026',
          name: name(index),
          roleIds: [platformRole],
        }),
      ],
      [
        tokens.k12,
        'class/add',
        (index) => ({ gradeId: firstGrade, name: `${name(index)}班`, code: 2 + index, size: 30 + (index % 5) }),
      ],
      [
        tokens.k12,
        'student/add',
        (index) => ({
          name: name(index),
          sex: index % 2 ? 'male' : 'female',
          studentNumber: `SORT${String(index).padStart(3, '0')}`,
          classId: firstClass?.classId,
          parents: [
            {
              name: `${name(index)}家长`,
              sex: 'female',
              relationship: 'mother',
              mobile: `1370000${String(1000 + index)}`,
            },
          ],
        }),
      ],
      [
        tokens.k12,
        'teacher/add',
        (index) => ({
          accountNum: `sortteacher${index}`,
          password: 'Teach@2026',
          name: name(index),
          sex: 'female',
          mobile: `1391111${String(1000 + index)}`,
          employeeNumber: `E-${(index * 7) % 11}`,
          roleIds: [k12Role],
        }),
      ],
      [tokens.sysadmin, 'role/add', (index) => ({ name: `${name(index)}组${index}` })],
      [
        tokens.k12,
        'place/add',
        (index) => ({ code: `${20 + index}`, name: `${name(index)}场`, type: 'classroom', capacity: 10 * (index % 4) }),
      ],
      [
        tokens.gx,
        'major/add',
        (index) => ({
          collegeId: college?.collegeId,
          name: `${name(index)}学`,
          code: `S${index}`,
          studyYears: 3 + (index % 3),
        }),
      ],
      [
        tokens.k12,
        'sportsMeet/add',
        (index) => ({
          name: `${name(index)}运动会${index}`,
          registrationStart: '2027-03-01',
          registrationEnd: '2027-03-10',
          startDate: `2027-04-${String(10 + (index % 4)).padStart(2, '0')}`,
          endDate: '2027-04-20',
        }),
      ],
      [
        tokens.nf,
        'citizen/add',
        (index) => ({ name: name(index), sex: 'male', mobile: `1393333${String(1000 + index)}` }),
      ],
      [
        tokens.k12,
        'testPlan/add',
        (index) => ({
          name: `${name(index)}测`,
          academicYearId: k12Year?.uid,
          semesterId: k12Year?.semesters[0]?.semesterId,
          kind: 'school',
          grades: [{ grade: 'g1', items: ['sprint50m'] }],
          classIds: [firstClass?.classId],
          startDate: `2040-09-${String(1 + (index % 5)).padStart(2, '0')}`,
          endDate: `2040-10-${String(1 + (index % 3)).padStart(2, '0')}`,
        }),
      ],
      [
        tokens.k12,
        'wiki/add',
        (index) => ({
          title: `${name(index)}文`,
          categoryId: wikiCategory,
          body: `<p>${name(index)}</p>`,
          status: index % 3 === 0 ? 'published' : 'draft',
        }),
      ],
      [
        tokens.k12,
        'lesson/add',
        (index) => ({
          title: `${name(index)}课`,
          gradeKeys: ['g3'],
          topic: `${name(index)}题`,
          kind: index % 2 === 0 ? 'video' : 'images',
          fileIds: [index % 2 === 0 ? lessonVideo : lessonImage],
        }),
      ],
    ];
    for (const [token, path, body] of add) {
      for (let index = 0; index <= PAGE; index++) await gateway.ok(token, 'POST', path, body(index));
    }
    // A quarter of each list's people and organisations disabled, so that a status sorts between two values.
    const disabled = (row: Row) => String(row.name).startsWith('钱');
    // And a quarter of the test plans started.
    for (const row of (await walk(tokens.k12, 'testPlan/page')).rows.filter(disabled)) {
      await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId: row.planId, action: 'start' });
    }
    for (const [token, folder, id] of [
      [tokens.sysadmin, 'orgManage', 'orgId'],
      [tokens.sysadmin, 'user', 'accountId'],
      [tokens.k12, 'student', 'studentId'],
      [tokens.k12, 'teacher', 'teacherId'],
      [tokens.nf, 'citizen', 'citizenId'],
    ] as const) {
      for (const row of (await walk(token, `${folder}/page`)).rows.filter(disabled)) {
        await gateway.ok(token, 'POST', `${folder}/status`, { [id]: row[id], status: 'disabled' });
      }
    }
    // A quarter of the meets under way, so that their status sorts between two values too.
    for (const row of (await walk(tokens.k12, 'sportsMeet/page')).rows.filter(disabled)) {
      await gateway.ok(tokens.k12, 'POST', 'sportsMeet/status', { meetId: row.meetId, status: 'inProgress' });
    }
    for (const row of (await walk(tokens.k12, 'parent/page')).rows.filter(disabled)) {
      const parent = await gateway.ok<Row & { children: Row[] }>(tokens.k12, 'GET', 'parent/detail', {
        parentId: row.parentId,
      });
      const children = parent.children.map((child) => ({
        studentId: child.studentId,
        relationship: child.relationship,
      }));
      await gateway.ok(tokens.k12, 'POST', 'parent/edit', {
        parentId: row.parentId,
        name: parent.name,
        sex: parent.sex,
        status: 'disabled',
        children,
      });
    }
    for (const row of await gateway.records<Row>(tokens.k12, 'class/page')) {
      classOrder.set(row.classId as string, [row.gradeLevel as number, row.code as number]);
    }
    // A running national test of a first-grade class with every value of its students typed: more
    // than a page of results, scored and unscored (height and weight), for the score search.
    const k12Classes = await gateway.ok<{ classId: string; gradeId: string }[]>(tokens.k12, 'GET', 'class/list');
    const firstGradeClass = k12Classes.find((entry) => entry.gradeId === firstGrade) ?? k12Classes[0];
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      name: '排序体测',
      academicYearId: k12Year?.uid,
      semesterId: k12Year?.semesters[0]?.semesterId,
      kind: 'national',
      grades: [{ grade: 'g1', items: ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'] }],
      classIds: [firstGradeClass?.classId],
      startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    const sheet = await gateway.ok<{ students: { studentId: string; measurements: string[] }[] }>(
      tokens.k12,
      'GET',
      'testPlan/result/sheet',
      { planId, classId: firstGradeClass?.classId },
    );
    const typical: Record<string, number> = {
      height: 120,
      weight: 23,
      vitalCapacity: 1100,
      sprint50m: 11,
      sitAndReach: 8,
      ropeSkipping: 90,
    };
    // A save per student: each is stored at its own moment, so the results sort by time too.
    for (const [index, pupil] of sheet.students.entries()) {
      await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
        planId,
        classId: firstGradeClass?.classId,
        entries: pupil.measurements.map((measurement) => ({
          studentId: pupil.studentId,
          measurement,
          value: (typical[measurement] ?? 1) + (index % 3),
        })),
      });
    }
    listQueries['scoreSearch/page'] = { planId };
  });

  it('names the lists that sort', () => {
    expect(sortedLists.map((list) => list.path)).toEqual(
      expect.arrayContaining(['student/page', 'teacher/page', 'class/page', 'orgManage/page', 'major/page']),
    );
  });

  /** Every row of a list, page by page at the smallest size, with the total each page gave. */
  async function walk(token: string, path: string, sort: Row = {}): Promise<{ rows: Row[]; totals: number[] }> {
    const rows: Row[] = [];
    const totals: number[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await gateway.ok<{ records: Row[]; total: number }>(token, 'GET', path, {
        pageSize: PAGE,
        pageNum,
        ...listQueries[path],
        ...sort,
      });
      rows.push(...page.records);
      totals.push(page.total);
      if (page.records.length < PAGE || rows.length >= page.total) return { rows, totals };
    }
  }

  /** The place of each text among `texts` in the database's own order (its collation). */
  async function databaseOrder(texts: readonly string[]): Promise<Map<string, number>> {
    const result = await gateway.database.db.execute(
      sql`select value from json_array_elements_text(${JSON.stringify([...new Set(texts)])}::json) as value order by value`,
    );
    // Both drivers answer `{ rows }`.
    const ordered = (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
    return new Map(ordered.map((text, place) => [text, place]));
  }

  it.each(sortedLists)('sorts $path by each of its fields, up and down, across its pages', async ({ path, sorts }) => {
    // The demo account whose organisation has this list: the first the list is open to (a major is a
    // university's, an organisation the platform's, a citizen a fitness centre's).
    // Test plans and lesson resources are a school's: the management centre opens both lists too,
    // with none of its own.
    let owner: string | undefined = path === 'testPlan/page' || path === 'lesson/page' ? tokens.k12 : undefined;
    for (const token of owner ? [] : Object.values(tokens)) {
      const answer = await gateway.as(token, 'GET', path, { pageSize: PAGE, ...listQueries[path] })('en-US');
      if (answer.statusCode === 200) {
        owner = token;
        break;
      }
    }
    if (!owner) throw new Error(`no demo account reads ${path}`);
    const key = (row: Row) => JSON.stringify(row);
    const unsorted = await walk(owner, path);
    expect(unsorted.rows.length, `${path} holds more than a page`).toBeGreaterThan(PAGE);
    expect(new Set(unsorted.rows.map(key)).size).toBe(unsorted.rows.length);

    for (const sortBy of sorts) {
      const keyOf = sortKeys[`${path} ${sortBy}`] ?? ((row: Row) => [row[sortBy] as string | number | null]);
      const keys = new Map(unsorted.rows.map((row) => [key(row), keyOf(row)]));
      const texts = [...keys.values()].flat().filter((value): value is string => typeof value === 'string');
      const place = await databaseOrder(texts);
      // PostgreSQL puts nulls after every value going up, and so before them going down.
      const compare = (a: SortKey, b: SortKey): number => {
        for (let index = 0; index < Math.max(a.length, b.length); index++) {
          const [x, y] = [a[index] ?? null, b[index] ?? null];
          if (x === y) continue;
          if (x === null) return 1;
          if (y === null) return -1;
          return typeof x === 'string' && typeof y === 'string'
            ? (place.get(x) ?? 0) - (place.get(y) ?? 0)
            : Number(x) - Number(y);
        }
        return 0;
      };
      for (const sortOrder of ['asc', 'desc'] as const) {
        const sign = sortOrder === 'asc' ? 1 : -1;
        // A stable sort of the unsorted rows: equal keys keep the list's own order, as the gateway's tie-break.
        const expected = [...unsorted.rows].sort(
          (a, b) => sign * compare(keys.get(key(a)) as SortKey, keys.get(key(b)) as SortKey),
        );
        const sorted = await walk(owner, path, { sortBy, sortOrder });
        expect(new Set(sorted.totals), `${path} by ${sortBy} ${sortOrder}: its total`).toEqual(
          new Set([unsorted.rows.length]),
        );
        expect(sorted.rows.map(key), `${path} by ${sortBy} ${sortOrder}`).toEqual(expected.map(key));
      }
      // The values are not all alike, so the order asked for was a real one (a tie everywhere proves nothing).
      expect(
        new Set([...keys.values()].map((value) => JSON.stringify(value))).size,
        `${path} ${sortBy}`,
      ).toBeGreaterThan(1);
    }
  });
});
