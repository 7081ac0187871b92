import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { approveKyc } from '../../modules/kyc/decide-kyc.ts';
import type { TKycDeps } from '../../modules/kyc/kyc-deps.ts';
import { findSubmissionOfUser } from '../../modules/kyc/repository.ts';
import { submitKyc } from '../../modules/kyc/submit-kyc.ts';
import { uploadKycImage } from '../../modules/kyc/upload-kyc-image.ts';
import { findUserByEmail, updateUser } from '../../modules/users/repository.ts';
import { appMeta } from '../schema/system.ts';

const SEED_KEY = 'seed:trust:v1';
const PLACE = { ip: null, userAgent: 'demo seed' };

/** A made-up picture of a document (coloured blocks and lines of text): clearly a demo. */
async function demoImage(title: string, lines: string[], colour: string): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="360" y="${170 + i * 60}" font-size="32" font-family="sans-serif" fill="#123">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="640">
    <rect width="100%" height="100%" fill="${colour}"/><rect x="40" y="40" width="280" height="340" fill="#7f8fa6"/>
    <circle cx="180" cy="170" r="70" fill="#dcdde1"/><rect x="100" y="260" width="160" height="90" fill="#dcdde1"/>
    <text x="360" y="90" font-size="40" font-family="sans-serif" fill="#123">${title}</text>${text}
    <text x="40" y="600" font-size="24" font-family="sans-serif" fill="#c23616">DEMO — NOT A REAL DOCUMENT</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Identity verification on a laptop (decision 062): Rahim verified (his businesses show the badge)
 * with a verified WhatsApp number, Omar's passport waiting in staff's queue at /admin/kyc, Nusrat
 * not started (to try the flow). Once per database.
 */
export async function seedTrust(deps: TKycDeps): Promise<boolean> {
  const claimed = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_KEY}))`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (done) return false;
    await tx.insert(appMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return true;
  });
  if (!claimed) return false;
  const [admin, rahim, omar] = await Promise.all(
    ['admin@haat.test', 'rahim@haat.test', 'omar@haat.test'].map((email) => findUserByEmail(deps.db, email)),
  );
  if (!admin || !rahim || !omar) return false;

  const nid = ['Name: RAHIM UDDIN', 'NID No: 199 026 1234', 'Date of Birth: 14 Apr 1990'];
  const rahimFiles = {
    front: await uploadKycImage(deps, rahim.id, 'front', await demoImage('NATIONAL ID CARD', nid, '#e3f1e8')),
    back: await uploadKycImage(
      deps,
      rahim.id,
      'back',
      await demoImage('ADDRESS', ['Mirpur 10, Dhaka'], '#eef3e3'),
    ),
    selfie: await uploadKycImage(
      deps,
      rahim.id,
      'selfie',
      await demoImage('SELFIE', ['Rahim Uddin'], '#f3ece3'),
    ),
  };
  await submitKyc(
    deps,
    rahim,
    {
      document_type: 'national_id',
      document_number: '1990261234',
      full_name: 'Rahim Uddin',
      birth_date: '1990-04-14',
      front_upload_id: rahimFiles.front.id,
      back_upload_id: rahimFiles.back.id,
      selfie_upload_id: rahimFiles.selfie.id,
    },
    PLACE,
  );
  const submission = await findSubmissionOfUser(deps.db, rahim.id);
  if (submission)
    await approveKyc(
      deps,
      { actor: { id: admin.id, name: admin.name, role: admin.role }, ...PLACE },
      submission.id,
      'Demo approval',
    );
  await updateUser(deps.db, rahim.id, { whatsappNumber: rahim.phone, whatsappVerifiedAt: new Date() });

  const passport = ['Name: OMAR HADDAD', 'Passport No: N1234567', 'Date of Birth: 02 Feb 1988'];
  const omarFront = await uploadKycImage(
    deps,
    omar.id,
    'front',
    await demoImage('PASSPORT', passport, '#e3e9f3'),
  );
  const omarSelfie = await uploadKycImage(
    deps,
    omar.id,
    'selfie',
    await demoImage('SELFIE', ['Omar Haddad'], '#f3e3ea'),
  );
  await submitKyc(
    deps,
    omar,
    {
      document_type: 'passport',
      document_number: 'N1234567',
      full_name: 'Omar Haddad',
      birth_date: '1988-02-02',
      front_upload_id: omarFront.id,
      selfie_upload_id: omarSelfie.id,
    },
    PLACE,
  );
  return true;
}
