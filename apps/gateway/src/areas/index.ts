// Every area of the gateway, in the order their routes are registered: one folder each, whose
// `index.ts` declares its routes and jobs once (`area.ts`).

import { area as audit } from './audit/index.ts';
import { area as auth } from './auth/index.ts';
import { area as devices } from './devices/index.ts';
import { area as files } from './files/index.ts';
import { area as fitness } from './fitness/index.ts';
import { area as home } from './home/index.ts';
import { area as jobs } from './jobs/index.ts';
import { area as meets } from './meets/index.ts';
import { area as menus } from './menus/index.ts';
import { area as mobile } from './mobile/index.ts';
import { area as myInfo } from './myInfo/index.ts';
import { area as org } from './org/index.ts';
import { area as partners } from './partners/index.ts';
import { area as people } from './people/index.ts';
import { area as physique } from './physique/index.ts';
import { area as resources } from './resources/index.ts';
import { area as roles } from './roles/index.ts';
import { area as school } from './school/index.ts';
import { area as structure } from './structure/index.ts';

export const areas = [
  auth,
  partners,
  myInfo,
  org,
  school,
  structure,
  devices,
  roles,
  menus,
  files,
  people,
  meets,
  resources,
  fitness,
  mobile,
  physique,
  audit,
  jobs,
  home,
];
