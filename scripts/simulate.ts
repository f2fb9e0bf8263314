// `npm run simulate`: a school's fitness devices measuring the students of its running test plans
// through the device API (see apps/gateway/src/testing/simulator.ts). The gateway must accept a
// fixed sign-in code, as one started in demo mode does:
//   GATEWAY_MODE=demo CAPTCHA_TEST_CODE=SIMU npm start
//   npm run simulate -- --code SIMU [--origin http://127.0.0.1:8080] [--account k12admin]
//     [--password ...] [--devices 4] [--plan <planId>] [--batch 40] [--seed simulator]
//     [--activation-code YGSY-2026]
// With `--lesson`, one device runs a class test in a PE lesson instead: the class's students present
// measured in one item, sent whole as the lesson's class test. The seed names the lesson (its period
// of the school day, the students away, the values): run again with the same seed, the gateway
// takes it once; another seed is another lesson.
//   npm run simulate -- --code SIMU --lesson 一年级1班 [--item ropeSkipping] [--teacher k12teacher1]
//     [--device SIM-…] [--title 一分钟跳绳] [--seed simulator]
import { parseArgs } from 'node:util';
import { PHYSIQUE_ITEMS, type PhysiqueItem } from '@school-sports/domain';
import { DEMO_PASSWORD } from '../apps/gateway/src/seed/demo.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../apps/gateway/src/seed/school.ts';
import { simulate } from '../apps/gateway/src/testing/simulator.ts';
import { simulateLesson } from '../apps/gateway/src/testing/simulatorLesson.ts';

const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: `http://127.0.0.1:${process.env.PORT || 8080}` },
    account: { type: 'string', default: 'k12admin' },
    password: { type: 'string', default: DEMO_PASSWORD },
    code: { type: 'string', default: process.env.CAPTCHA_TEST_CODE ?? '' },
    'activation-code': { type: 'string', default: DEMO_DEVICE_ACTIVATION_CODE },
    devices: { type: 'string', default: '4' },
    plan: { type: 'string' },
    batch: { type: 'string', default: '40' },
    seed: { type: 'string', default: 'simulator' },
    lesson: { type: 'string' },
    item: { type: 'string' },
    teacher: { type: 'string' },
    device: { type: 'string' },
    title: { type: 'string' },
  },
});

if (!values.code) {
  console.error('Give the sign-in code the gateway accepts (--code, or CAPTCHA_TEST_CODE): start it with');
  console.error('GATEWAY_MODE=demo CAPTCHA_TEST_CODE=<code> npm start');
  process.exit(2);
}

const access = {
  origin: values.origin,
  account: values.account,
  password: values.password,
  captchaCode: values.code,
  activationCode: values['activation-code'],
  seed: values.seed,
  log: (line: string) => console.log(line),
};

if (values.lesson) {
  const item = values.item;
  if (item !== undefined && !PHYSIQUE_ITEMS.includes(item as PhysiqueItem)) {
    console.error(`--item is one of ${PHYSIQUE_ITEMS.join(', ')}`);
    process.exit(2);
  }
  const lesson = await simulateLesson({
    ...access,
    lessonClass: values.lesson,
    ...(item ? { item: item as PhysiqueItem } : {}),
    ...(values.teacher ? { teacherAccount: values.teacher } : {}),
    ...(values.device ? { serial: values.device } : {}),
    ...(values.title ? { title: values.title } : {}),
  }).catch((error: unknown) => {
    // What the school lacks for the lesson (the class, its students, the device) is said, not traced.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  console.log(
    lesson.refused
      ? `refused: ${lesson.refused}`
      : `${lesson.className} ${lesson.item}: ${lesson.tested} tested, ${lesson.absent} away; ${lesson.sent} readings sent, ${lesson.received} taken (${lesson.matched} matched) into ${lesson.classTests} class tests${lesson.duplicate ? ', taken before: a duplicate, nothing written' : ''}`,
  );
  process.exit(lesson.refused ? 1 : 0);
}

const report = await simulate({
  ...access,
  devices: Number(values.devices),
  ...(values.plan ? { planId: values.plan } : {}),
  batchSize: Number(values.batch),
});
const sorted = [...report.latencies].sort((a, b) => a - b);
const at = (share: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
console.log(
  `plans ${report.plans}, students ${report.students}, readings ${report.readings} (${report.matched} matched) in ${report.batches} batches; post p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`,
);
