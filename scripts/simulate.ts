// `npm run simulate`: a school's fitness devices measuring the students of its running test plans
// through the device API (see apps/gateway/src/testing/simulator.ts). The gateway must accept a
// fixed sign-in code, as one started in demo mode does:
//   GATEWAY_MODE=demo CAPTCHA_TEST_CODE=SIMU npm start
//   npm run simulate -- --code SIMU [--origin http://127.0.0.1:8080] [--account k12admin]
//     [--password ...] [--devices 4] [--plan <planId>] [--batch 40] [--seed simulator]
//     [--activation-code YGSY-2026]
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../apps/gateway/src/seed/demo.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../apps/gateway/src/seed/school.ts';
import { simulate } from '../apps/gateway/src/testing/simulator.ts';

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
  },
});

if (!values.code) {
  console.error('Give the sign-in code the gateway accepts (--code, or CAPTCHA_TEST_CODE): start it with');
  console.error('GATEWAY_MODE=demo CAPTCHA_TEST_CODE=<code> npm start');
  process.exit(2);
}

const report = await simulate({
  origin: values.origin,
  account: values.account,
  password: values.password,
  captchaCode: values.code,
  activationCode: values['activation-code'],
  devices: Number(values.devices),
  ...(values.plan ? { planId: values.plan } : {}),
  batchSize: Number(values.batch),
  seed: values.seed,
  log: (line) => console.log(line),
});
const sorted = [...report.latencies].sort((a, b) => a - b);
const at = (share: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
console.log(
  `plans ${report.plans}, students ${report.students}, readings ${report.readings} (${report.matched} matched) in ${report.batches} batches; post p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms`,
);
