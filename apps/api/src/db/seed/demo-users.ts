/** Demo accounts created on first start outside production; also listed in the README. */
export const DEMO_USERS = [
  {
    name: 'Haat Admin',
    email: 'admin@haat.test',
    phone: '+8801700000001',
    country: 'BD',
    password: 'Admin@12345',
    role: 'admin',
    language: 'en',
  },
  {
    // A second staff member, so decisions that need two staff (maker–checker) can be tried.
    name: 'Farhana Staff',
    email: 'staff@haat.test',
    phone: '+8801700000002',
    country: 'BD',
    password: 'Staff@12345',
    role: 'admin',
    language: 'bn',
  },
  {
    // A moderator (decision 066): people, businesses, content and trust queues; no money or roles.
    name: 'Mita Moderator',
    email: 'moderator@haat.test',
    phone: '+8801700000003',
    country: 'BD',
    password: 'Moder@12345',
    role: 'moderator',
    language: 'en',
  },
  {
    name: 'Rahim Uddin',
    email: 'rahim@haat.test',
    phone: '+8801711111111',
    country: 'BD',
    password: 'Demo@12345',
    role: 'user',
    language: 'bn',
  },
  {
    name: 'Nusrat Jahan',
    email: 'nusrat@haat.test',
    phone: '+8801822222222',
    country: 'BD',
    password: 'Demo@12345',
    role: 'user',
    language: 'en',
  },
  {
    name: 'Omar Haddad',
    email: 'omar@haat.test',
    phone: '+971501234567',
    country: 'AE',
    password: 'Demo@12345',
    role: 'user',
    language: 'ar',
  },
] as const;
