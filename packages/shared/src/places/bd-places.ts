import type { TLanguageCode } from '../i18n/languages.ts';

/*
 * Bangladesh's 8 divisions and 64 districts, named in the nine languages of the app. A business in
 * Bangladesh stores its district's code (`bd-dhaka`), so every spelling of a place is one place in
 * the directory. Names: Bengali script for bn; the usual exonym or transliteration elsewhere (an
 * English-style romanisation written in the language's own script where there is no established one).
 * Spanish, French, German (`gr`) and Italian use the English name unless they have their own.
 */

type TNames = Record<TLanguageCode, string>;

export interface TBdDivision {
  code: string;
  names: TNames;
}

export interface TBdDistrict {
  /** `bd-` and the English name as a slug, e.g. `bd-coxs-bazar`. */
  code: string;
  division: string;
  names: TNames;
  /** Other spellings met in free text (old names, common romanisations). */
  aliases: readonly string[];
}

type TLatin = Partial<Record<'sp' | 'fr' | 'gr' | 'it', string>>;

function names(en: string, bn: string, ar: string, ru: string, ch: string, latin: TLatin = {}): TNames {
  return {
    en,
    bn,
    ar,
    sp: latin.sp ?? en,
    fr: latin.fr ?? en,
    gr: latin.gr ?? en,
    it: latin.it ?? en,
    ru,
    ch,
  };
}

const CHITTAGONG: TLatin = { sp: 'Chittagong', fr: 'Chittagong', gr: 'Chittagong', it: 'Chittagong' };
const DACCA: TLatin = { sp: 'Daca', fr: 'Dacca', it: 'Dacca' };

export const BD_DIVISIONS: readonly TBdDivision[] = [
  { code: 'barishal', names: names('Barishal', 'বরিশাল', 'باريسال', 'Барисал', '巴里萨尔') },
  {
    code: 'chattogram',
    names: names('Chattogram', 'চট্টগ্রাম', 'شيتاغونغ', 'Читтагонг', '吉大港', CHITTAGONG),
  },
  { code: 'dhaka', names: names('Dhaka', 'ঢাকা', 'دكا', 'Дакка', '达卡', DACCA) },
  { code: 'khulna', names: names('Khulna', 'খুলনা', 'خولنا', 'Кхулна', '库尔纳') },
  { code: 'mymensingh', names: names('Mymensingh', 'ময়মনসিংহ', 'ميمنسينغ', 'Маймансингх', '迈门辛') },
  { code: 'rajshahi', names: names('Rajshahi', 'রাজশাহী', 'راجشاهي', 'Раджшахи', '拉杰沙希') },
  { code: 'rangpur', names: names('Rangpur', 'রংপুর', 'رانغبور', 'Рангпур', '朗布尔') },
  { code: 'sylhet', names: names('Sylhet', 'সিলেট', 'سلهت', 'Силхет', '锡尔赫特') },
];

type TRow = [code: string, division: string, names: TNames, aliases?: string[]];

const ROWS: TRow[] = [
  ['barguna', 'barishal', names('Barguna', 'বরগুনা', 'برغونا', 'Баргуна', '巴尔古纳')],
  ['barishal', 'barishal', names('Barishal', 'বরিশাল', 'باريسال', 'Барисал', '巴里萨尔'), ['Barisal']],
  ['bhola', 'barishal', names('Bhola', 'ভোলা', 'بولا', 'Бхола', '博拉')],
  [
    'jhalokati',
    'barishal',
    names('Jhalokati', 'ঝালকাঠি', 'جالوكاتي', 'Джхалокати', '贾洛卡蒂'),
    ['Jhalakathi', 'Jhalokathi'],
  ],
  ['patuakhali', 'barishal', names('Patuakhali', 'পটুয়াখালী', 'باتواخالي', 'Патуакхали', '博图阿卡利')],
  ['pirojpur', 'barishal', names('Pirojpur', 'পিরোজপুর', 'بيروجبور', 'Пироджпур', '皮罗杰布尔')],
  ['bandarban', 'chattogram', names('Bandarban', 'বান্দরবান', 'بندربان', 'Бандарбан', '班多尔班')],
  [
    'brahmanbaria',
    'chattogram',
    names('Brahmanbaria', 'ব্রাহ্মণবাড়িয়া', 'براهمانباريا', 'Брахманбария', '婆罗门巴里亚'),
  ],
  ['chandpur', 'chattogram', names('Chandpur', 'চাঁদপুর', 'تشاندبور', 'Чандпур', '钱德布尔')],
  [
    'chattogram',
    'chattogram',
    names('Chattogram', 'চট্টগ্রাম', 'شيتاغونغ', 'Читтагонг', '吉大港', CHITTAGONG),
    ['Chittagong', 'Chottogram', 'চট্রগ্রাম'],
  ],
  [
    'coxs-bazar',
    'chattogram',
    names("Cox's Bazar", 'কক্সবাজার', 'كوكس بازار', 'Кокс-Базар', '科克斯巴扎尔'),
    ['Coxs Bazar', 'Cox’s Bazar', 'Coxsbazar', "Cox's Bazaar"],
  ],
  ['cumilla', 'chattogram', names('Cumilla', 'কুমিল্লা', 'كوميلا', 'Комилла', '库米拉'), ['Comilla']],
  ['feni', 'chattogram', names('Feni', 'ফেনী', 'فيني', 'Фени', '费尼')],
  [
    'khagrachhari',
    'chattogram',
    names('Khagrachhari', 'খাগড়াছড়ি', 'خاغراتشاري', 'Кхаграчари', '卡格拉佐里'),
    ['Khagrachari'],
  ],
  [
    'lakshmipur',
    'chattogram',
    names('Lakshmipur', 'লক্ষ্মীপুর', 'لاكشميبور', 'Лакшмипур', '拉克西米布尔'),
    ['Laxmipur'],
  ],
  ['noakhali', 'chattogram', names('Noakhali', 'নোয়াখালী', 'نواخالي', 'Ноакхали', '诺阿卡利')],
  ['rangamati', 'chattogram', names('Rangamati', 'রাঙ্গামাটি', 'رانغاماتي', 'Рангамати', '朗阿马蒂'), ['রাঙামাটি']],
  ['dhaka', 'dhaka', names('Dhaka', 'ঢাকা', 'دكا', 'Дакка', '达卡', DACCA), ['Dacca']],
  ['faridpur', 'dhaka', names('Faridpur', 'ফরিদপুর', 'فريدبور', 'Фаридпур', '法里德布尔')],
  ['gazipur', 'dhaka', names('Gazipur', 'গাজীপুর', 'غازيبور', 'Газипур', '加济布尔')],
  ['gopalganj', 'dhaka', names('Gopalganj', 'গোপালগঞ্জ', 'غوبالغانج', 'Гопалгандж', '戈帕尔甘杰')],
  ['kishoreganj', 'dhaka', names('Kishoreganj', 'কিশোরগঞ্জ', 'كيشوريغانج', 'Кишоргандж', '基绍尔甘杰')],
  ['madaripur', 'dhaka', names('Madaripur', 'মাদারীপুর', 'ماداريبور', 'Мадарипур', '马达里布尔')],
  ['manikganj', 'dhaka', names('Manikganj', 'মানিকগঞ্জ', 'مانيكغانج', 'Маникгандж', '马尼克甘杰')],
  ['munshiganj', 'dhaka', names('Munshiganj', 'মুন্সিগঞ্জ', 'مونشيغانج', 'Муншигандж', '蒙希甘杰')],
  ['narayanganj', 'dhaka', names('Narayanganj', 'নারায়ণগঞ্জ', 'نارايانغانج', 'Нараянгандж', '纳拉扬甘杰')],
  ['narsingdi', 'dhaka', names('Narsingdi', 'নরসিংদী', 'نارسينغدي', 'Нарсингди', '纳尔辛迪')],
  ['rajbari', 'dhaka', names('Rajbari', 'রাজবাড়ী', 'راجباري', 'Раджбари', '拉杰巴里')],
  ['shariatpur', 'dhaka', names('Shariatpur', 'শরীয়তপুর', 'شريعتبور', 'Шариатпур', '沙里亚特布尔')],
  ['tangail', 'dhaka', names('Tangail', 'টাঙ্গাইল', 'تانغيل', 'Тангайл', '坦盖尔')],
  ['bagerhat', 'khulna', names('Bagerhat', 'বাগেরহাট', 'باغيرهات', 'Багерхат', '巴凯尔哈特')],
  ['chuadanga', 'khulna', names('Chuadanga', 'চুয়াডাঙ্গা', 'تشوادانغا', 'Чуаданга', '朱瓦当加')],
  ['jashore', 'khulna', names('Jashore', 'যশোর', 'جيسور', 'Джессор', '杰索尔'), ['Jessore']],
  ['jhenaidah', 'khulna', names('Jhenaidah', 'ঝিনাইদহ', 'جينايداه', 'Джхенайдах', '杰纳伊达')],
  ['khulna', 'khulna', names('Khulna', 'খুলনা', 'خولنا', 'Кхулна', '库尔纳')],
  ['kushtia', 'khulna', names('Kushtia', 'কুষ্টিয়া', 'كوشتيا', 'Куштия', '库什蒂亚')],
  ['magura', 'khulna', names('Magura', 'মাগুরা', 'ماغورا', 'Магура', '马古拉')],
  ['meherpur', 'khulna', names('Meherpur', 'মেহেরপুর', 'ميهيربور', 'Мехерпур', '梅赫尔布尔')],
  ['narail', 'khulna', names('Narail', 'নড়াইল', 'نارايل', 'Нарайл', '纳拉伊尔')],
  ['satkhira', 'khulna', names('Satkhira', 'সাতক্ষীরা', 'ساتخيرا', 'Саткхира', '萨德基拉')],
  ['jamalpur', 'mymensingh', names('Jamalpur', 'জামালপুর', 'جمالبور', 'Джамалпур', '贾马勒布尔')],
  ['mymensingh', 'mymensingh', names('Mymensingh', 'ময়মনসিংহ', 'ميمنسينغ', 'Маймансингх', '迈门辛')],
  [
    'netrokona',
    'mymensingh',
    names('Netrokona', 'নেত্রকোনা', 'نيتروكونا', 'Нетрокона', '内德罗戈纳'),
    ['Netrakona'],
  ],
  ['sherpur', 'mymensingh', names('Sherpur', 'শেরপুর', 'شيربور', 'Шерпур', '谢尔布尔')],
  ['bogura', 'rajshahi', names('Bogura', 'বগুড়া', 'بوغورا', 'Богура', '博格拉'), ['Bogra']],
  [
    'chapai-nawabganj',
    'rajshahi',
    names('Chapai Nawabganj', 'চাঁপাইনবাবগঞ্জ', 'تشاباي نوابغانج', 'Чапай-Навабгандж', '查派纳瓦布甘杰'),
    ['Chapainawabganj', 'Nawabganj'],
  ],
  ['joypurhat', 'rajshahi', names('Joypurhat', 'জয়পুরহাট', 'جويبورهات', 'Джойпурхат', '焦伊布尔哈特')],
  ['naogaon', 'rajshahi', names('Naogaon', 'নওগাঁ', 'ناوغاون', 'Наогаон', '瑙冈')],
  ['natore', 'rajshahi', names('Natore', 'নাটোর', 'ناتور', 'Натор', '纳托尔')],
  ['pabna', 'rajshahi', names('Pabna', 'পাবনা', 'بابنا', 'Пабна', '巴布纳')],
  ['rajshahi', 'rajshahi', names('Rajshahi', 'রাজশাহী', 'راجشاهي', 'Раджшахи', '拉杰沙希')],
  ['sirajganj', 'rajshahi', names('Sirajganj', 'সিরাজগঞ্জ', 'سيراجغانج', 'Сираджгандж', '锡拉杰甘杰')],
  ['dinajpur', 'rangpur', names('Dinajpur', 'দিনাজপুর', 'ديناجبور', 'Динаджпур', '迪纳杰布尔')],
  ['gaibandha', 'rangpur', names('Gaibandha', 'গাইবান্ধা', 'غايباندا', 'Гайбандха', '盖班达')],
  ['kurigram', 'rangpur', names('Kurigram', 'কুড়িগ্রাম', 'كوريغرام', 'Куриграм', '库里格拉姆')],
  [
    'lalmonirhat',
    'rangpur',
    names('Lalmonirhat', 'লালমনিরহাট', 'لالمونيرهات', 'Лалмонирхат', '拉尔莫尼尔哈特'),
  ],
  ['nilphamari', 'rangpur', names('Nilphamari', 'নীলফামারী', 'نيلفاماري', 'Нилфамари', '尼尔帕马里')],
  ['panchagarh', 'rangpur', names('Panchagarh', 'পঞ্চগড়', 'بانشاغار', 'Панчагарх', '本杰格尔')],
  ['rangpur', 'rangpur', names('Rangpur', 'রংপুর', 'رانغبور', 'Рангпур', '朗布尔')],
  ['thakurgaon', 'rangpur', names('Thakurgaon', 'ঠাকুরগাঁও', 'ثاكورغاون', 'Тхакургаон', '塔古尔冈')],
  ['habiganj', 'sylhet', names('Habiganj', 'হবিগঞ্জ', 'حبيغانج', 'Хабигандж', '哈比甘杰')],
  [
    'moulvibazar',
    'sylhet',
    names('Moulvibazar', 'মৌলভীবাজার', 'مولفي بازار', 'Моулвибазар', '毛尔维巴扎尔'),
    ['Maulvibazar', 'Moulvi Bazar'],
  ],
  ['sunamganj', 'sylhet', names('Sunamganj', 'সুনামগঞ্জ', 'سونامغانج', 'Сунамгандж', '苏纳姆甘杰')],
  ['sylhet', 'sylhet', names('Sylhet', 'সিলেট', 'سلهت', 'Силхет', '锡尔赫特')],
];

export const BD_DISTRICTS: readonly TBdDistrict[] = ROWS.map(([code, division, districtNames, aliases]) => ({
  code: `bd-${code}`,
  division,
  names: districtNames,
  aliases: aliases ?? [],
}));

const BY_CODE = new Map(BD_DISTRICTS.map((district) => [district.code, district]));

export function findDistrict(code: string | null | undefined): TBdDistrict | undefined {
  return code ? BY_CODE.get(code) : undefined;
}

export function isDistrictCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** The district's name in the language (English when the code is unknown to the language). */
export function districtName(code: string, lang: TLanguageCode): string {
  const district = BY_CODE.get(code);
  return district ? district.names[lang] : code;
}

/**
 * A place name as compared when matching free text: trimmed, lower case, one space between words,
 * curly apostrophes straight, and a trailing " district"/" city"/" sadar" or " জেলা" left off.
 */
export function placeMatchKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ (district|city|sadar|zila|zilla)$|\s*জেলা$/u, '')
    .trim();
}

let byName: Map<string, string> | undefined;

/** Every name and alias of every district (as `placeMatchKey`s), with the district's code. */
export function districtNameKeys(): Map<string, string> {
  if (!byName) {
    byName = new Map();
    for (const district of BD_DISTRICTS)
      for (const name of [...Object.values(district.names), ...district.aliases, district.code.slice(3)])
        byName.set(placeMatchKey(name), district.code);
  }
  return byName;
}

/** The district a free-text place name (in any of the nine languages, or an old spelling) names. */
export function districtOfName(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  return districtNameKeys().get(placeMatchKey(text));
}
