-- The words a business is also found by besides its name and description (decision 045): its type
-- (the English word and its label in the app's nine languages) and its place (the district's names in
-- the nine languages and old spellings, packages/shared places/bd-places.ts at the time of this
-- migration, and the city or area as written). Immutable: it feeds the generated search_vector. A
-- test checks it against bd-places.ts and the type labels of the web catalogues.
CREATE OR REPLACE FUNCTION directory_facet_words(business_type text, district text, city text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT concat_ws(' ',
    CASE business_type
      WHEN 'retail' THEN 'retail খুচরা বিক্রয় بيع بالتجزئة comercio minorista commerce de détail einzelhandel commercio al dettaglio розничная торговля 零售'
      WHEN 'restaurant' THEN 'restaurant রেস্তোরাঁ مطعم restaurante ristorante ресторан 餐厅'
      WHEN 'service' THEN 'service সেবা خدمات servicios services dienstleistung servizi услуги 服务'
      WHEN 'manufacturing' THEN 'manufacturing উৎপাদন تصنيع fabricación fabrication herstellung produzione производство 制造'
    END,
    (SELECT names.words FROM (VALUES
      ('bd-barguna', 'barguna বরগুনা برغونا баргуна 巴尔古纳'),
      ('bd-barishal', 'barishal বরিশাল باريسال барисал 巴里萨尔 barisal'),
      ('bd-bhola', 'bhola ভোলা بولا бхола 博拉'),
      ('bd-jhalokati', 'jhalokati ঝালকাঠি جالوكاتي джхалокати 贾洛卡蒂 jhalakathi jhalokathi'),
      ('bd-patuakhali', 'patuakhali পটুয়াখালী باتواخالي патуакхали 博图阿卡利'),
      ('bd-pirojpur', 'pirojpur পিরোজপুর بيروجبور пироджпур 皮罗杰布尔'),
      ('bd-bandarban', 'bandarban বান্দরবান بندربان бандарбан 班多尔班'),
      ('bd-brahmanbaria', 'brahmanbaria ব্রাহ্মণবাড়িয়া براهمانباريا брахманбария 婆罗门巴里亚'),
      ('bd-chandpur', 'chandpur চাঁদপুর تشاندبور чандпур 钱德布尔'),
      ('bd-chattogram', 'chattogram চট্টগ্রাম شيتاغونغ chittagong читтагонг 吉大港 chottogram চট্রগ্রাম'),
      ('bd-coxs-bazar', 'cox''s bazar কক্সবাজার كوكس بازار кокс-базар 科克斯巴扎尔 coxs bazar cox’s bazar coxsbazar cox''s bazaar'),
      ('bd-cumilla', 'cumilla কুমিল্লা كوميلا комилла 库米拉 comilla'),
      ('bd-feni', 'feni ফেনী فيني фени 费尼'),
      ('bd-khagrachhari', 'khagrachhari খাগড়াছড়ি خاغراتشاري кхаграчари 卡格拉佐里 khagrachari'),
      ('bd-lakshmipur', 'lakshmipur লক্ষ্মীপুর لاكشميبور лакшмипур 拉克西米布尔 laxmipur'),
      ('bd-noakhali', 'noakhali নোয়াখালী نواخالي ноакхали 诺阿卡利'),
      ('bd-rangamati', 'rangamati রাঙ্গামাটি رانغاماتي рангамати 朗阿马蒂 রাঙামাটি'),
      ('bd-dhaka', 'dhaka ঢাকা دكا daca dacca дакка 达卡'),
      ('bd-faridpur', 'faridpur ফরিদপুর فريدبور фаридпур 法里德布尔'),
      ('bd-gazipur', 'gazipur গাজীপুর غازيبور газипур 加济布尔'),
      ('bd-gopalganj', 'gopalganj গোপালগঞ্জ غوبالغانج гопалгандж 戈帕尔甘杰'),
      ('bd-kishoreganj', 'kishoreganj কিশোরগঞ্জ كيشوريغانج кишоргандж 基绍尔甘杰'),
      ('bd-madaripur', 'madaripur মাদারীপুর ماداريبور мадарипур 马达里布尔'),
      ('bd-manikganj', 'manikganj মানিকগঞ্জ مانيكغانج маникгандж 马尼克甘杰'),
      ('bd-munshiganj', 'munshiganj মুন্সিগঞ্জ مونشيغانج муншигандж 蒙希甘杰'),
      ('bd-narayanganj', 'narayanganj নারায়ণগঞ্জ نارايانغانج нараянгандж 纳拉扬甘杰'),
      ('bd-narsingdi', 'narsingdi নরসিংদী نارسينغدي нарсингди 纳尔辛迪'),
      ('bd-rajbari', 'rajbari রাজবাড়ী راجباري раджбари 拉杰巴里'),
      ('bd-shariatpur', 'shariatpur শরীয়তপুর شريعتبور шариатпур 沙里亚特布尔'),
      ('bd-tangail', 'tangail টাঙ্গাইল تانغيل тангайл 坦盖尔'),
      ('bd-bagerhat', 'bagerhat বাগেরহাট باغيرهات багерхат 巴凯尔哈特'),
      ('bd-chuadanga', 'chuadanga চুয়াডাঙ্গা تشوادانغا чуаданга 朱瓦当加'),
      ('bd-jashore', 'jashore যশোর جيسور джессор 杰索尔 jessore'),
      ('bd-jhenaidah', 'jhenaidah ঝিনাইদহ جينايداه джхенайдах 杰纳伊达'),
      ('bd-khulna', 'khulna খুলনা خولنا кхулна 库尔纳'),
      ('bd-kushtia', 'kushtia কুষ্টিয়া كوشتيا куштия 库什蒂亚'),
      ('bd-magura', 'magura মাগুরা ماغورا магура 马古拉'),
      ('bd-meherpur', 'meherpur মেহেরপুর ميهيربور мехерпур 梅赫尔布尔'),
      ('bd-narail', 'narail নড়াইল نارايل нарайл 纳拉伊尔'),
      ('bd-satkhira', 'satkhira সাতক্ষীরা ساتخيرا саткхира 萨德基拉'),
      ('bd-jamalpur', 'jamalpur জামালপুর جمالبور джамалпур 贾马勒布尔'),
      ('bd-mymensingh', 'mymensingh ময়মনসিংহ ميمنسينغ маймансингх 迈门辛'),
      ('bd-netrokona', 'netrokona নেত্রকোনা نيتروكونا нетрокона 内德罗戈纳 netrakona'),
      ('bd-sherpur', 'sherpur শেরপুর شيربور шерпур 谢尔布尔'),
      ('bd-bogura', 'bogura বগুড়া بوغورا богура 博格拉 bogra'),
      ('bd-chapai-nawabganj', 'chapai nawabganj চাঁপাইনবাবগঞ্জ تشاباي نوابغانج чапай-навабгандж 查派纳瓦布甘杰 chapainawabganj nawabganj'),
      ('bd-joypurhat', 'joypurhat জয়পুরহাট جويبورهات джойпурхат 焦伊布尔哈特'),
      ('bd-naogaon', 'naogaon নওগাঁ ناوغاون наогаон 瑙冈'),
      ('bd-natore', 'natore নাটোর ناتور натор 纳托尔'),
      ('bd-pabna', 'pabna পাবনা بابنا пабна 巴布纳'),
      ('bd-rajshahi', 'rajshahi রাজশাহী راجشاهي раджшахи 拉杰沙希'),
      ('bd-sirajganj', 'sirajganj সিরাজগঞ্জ سيراجغانج сираджгандж 锡拉杰甘杰'),
      ('bd-dinajpur', 'dinajpur দিনাজপুর ديناجبور динаджпур 迪纳杰布尔'),
      ('bd-gaibandha', 'gaibandha গাইবান্ধা غايباندا гайбандха 盖班达'),
      ('bd-kurigram', 'kurigram কুড়িগ্রাম كوريغرام куриграм 库里格拉姆'),
      ('bd-lalmonirhat', 'lalmonirhat লালমনিরহাট لالمونيرهات лалмонирхат 拉尔莫尼尔哈特'),
      ('bd-nilphamari', 'nilphamari নীলফামারী نيلفاماري нилфамари 尼尔帕马里'),
      ('bd-panchagarh', 'panchagarh পঞ্চগড় بانشاغار панчагарх 本杰格尔'),
      ('bd-rangpur', 'rangpur রংপুর رانغبور рангпур 朗布尔'),
      ('bd-thakurgaon', 'thakurgaon ঠাকুরগাঁও ثاكورغاون тхакургаон 塔古尔冈'),
      ('bd-habiganj', 'habiganj হবিগঞ্জ حبيغانج хабигандж 哈比甘杰'),
      ('bd-moulvibazar', 'moulvibazar মৌলভীবাজার مولفي بازار моулвибазар 毛尔维巴扎尔 maulvibazar moulvi bazar'),
      ('bd-sunamganj', 'sunamganj সুনামগঞ্জ سونامغانج сунамгандж 苏纳姆甘杰'),
      ('bd-sylhet', 'sylhet সিলেট سلهت силхет 锡尔赫特')
    ) AS names(code, words) WHERE names.code = district),
    city)
$fn$;--> statement-breakpoint
-- Broad words match thousands of businesses: the GIN indexes go without the pending list (fastupdate),
-- which a search would otherwise read through entry by entry until the next vacuum.
DROP INDEX "businesses_search_vector_idx";--> statement-breakpoint
DROP INDEX "directory_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "businesses" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "businesses"."name"), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("businesses"."description", '')), 'B') || setweight(to_tsvector('simple'::regconfig, directory_facet_words("businesses"."type", "businesses"."district", "businesses"."city")), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "businesses"."name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_name_vector_idx" ON "businesses" USING gin ("name_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "businesses_search_vector_idx" ON "businesses" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_words_trgm_idx" ON "directory_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The new words of existing businesses join the typo word list (the triggers only see later writes).
INSERT INTO "directory_words" ("word")
SELECT DISTINCT w.lexeme FROM "businesses" b, unnest(b."search_vector") AS w
WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
