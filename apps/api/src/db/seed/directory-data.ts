/*
 * Demo businesses for the directory: real-looking names and places across Bangladesh and a few
 * abroad, in English and Bengali, with products (prices in taka), categories and hours.
 */
export type TSeedHours = 'shop' | 'restaurant' | 'office' | 'factory' | 'late';

export interface TSeedBusiness {
  owner: 'rahim@haat.test' | 'nusrat@haat.test' | 'omar@haat.test' | 'admin@haat.test';
  name: string;
  type: 'retail' | 'restaurant' | 'service' | 'manufacturing';
  /** Abroad: the city as written. */
  city?: string;
  /** In Bangladesh: the district's code (packages/shared places/bd-places.ts). */
  district?: string;
  country: string;
  timeZone?: string;
  description: string;
  address: string;
  location: [number, number];
  phone: string;
  hours: TSeedHours;
  verified?: boolean;
  /** Category name → products: [title, price in taka, stock, marketplace category]. */
  products: Record<string, [string, number, number, string][]>;
  /** Ratings (with text) by other demo users. */
  reviews: [number, string][];
}

export const SEED_BUSINESSES: TSeedBusiness[] = [
  {
    owner: 'rahim@haat.test',
    name: 'Rahim Electronics',
    type: 'retail',
    district: 'bd-dhaka',
    country: 'BD',
    description:
      'Mobile phones, chargers, earphones and quick repairs at Bashundhara City. Original products with warranty.',
    address: 'Level 5, Bashundhara City, Panthapath',
    location: [23.7509, 90.3935],
    phone: '+8801711111111',
    hours: 'shop',
    verified: true,
    products: {
      Phones: [
        ['Xiaomi Redmi Note 13 (8/128 GB)', 24999, 12, 'electronics'],
        ['Samsung Galaxy A15 (6/128 GB)', 21999, 8, 'electronics'],
      ],
      Accessories: [
        ['20W USB-C fast charger', 1250, 40, 'electronics'],
        ['Wireless earbuds with charging case', 1890, 25, 'electronics'],
        ['10000 mAh power bank', 1650, 30, 'electronics'],
      ],
    },
    reviews: [
      [5, 'Genuine phone, fair price and a proper warranty card.'],
      [4, 'Good service, a little crowded on Friday.'],
    ],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'পুরান ঢাকার কাচ্চি ঘর',
    type: 'restaurant',
    district: 'bd-dhaka',
    country: 'BD',
    description: 'ঐতিহ্যবাহী খাসির কাচ্চি বিরিয়ানি, বোরহানি আর ফিরনি। Old Dhaka kacchi biryani since 1985.',
    address: '২৩ নাজিরা বাজার, পুরান ঢাকা',
    location: [23.7178, 90.4065],
    phone: '+8801822222222',
    hours: 'restaurant',
    verified: true,
    products: {
      বিরিয়ানি: [
        ['খাসির কাচ্চি (ফুল)', 420, 100, 'food'],
        ['খাসির কাচ্চি (হাফ)', 250, 100, 'food'],
        ['মোরগ পোলাও', 280, 80, 'food'],
      ],
      পানীয়: [
        ['বোরহানি', 80, 150, 'food'],
        ['ফিরনি', 70, 120, 'food'],
      ],
    },
    reviews: [
      [5, 'ঢাকার সেরা কাচ্চি! মাংস একদম নরম।'],
      [4, 'Great kacchi, expect a queue at lunch.'],
      [5, 'Borhani is perfect.'],
    ],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Dhanmondi Book Corner',
    type: 'retail',
    district: 'bd-dhaka',
    country: 'BD',
    description: 'Bengali literature, English novels, textbooks and children’s books. বাংলা সাহিত্য ও শিশুতোষ বই।',
    address: 'Road 8/A, Dhanmondi',
    location: [23.7461, 90.3742],
    phone: '+8801711000101',
    hours: 'shop',
    products: {
      'বাংলা সাহিত্য': [
        ['হুমায়ূন আহমেদ: হিমু সমগ্র', 650, 15, 'books'],
        ['রবীন্দ্রনাথ ঠাকুর: গল্পগুচ্ছ', 520, 10, 'books'],
      ],
      English: [
        ['The Kite Runner (paperback)', 480, 8, 'books'],
        ['Atomic Habits (paperback)', 550, 20, 'books'],
      ],
      Children: [['Thakurmar Jhuli (illustrated)', 350, 12, 'books']],
    },
    reviews: [[5, 'Lovely little shop with a great Bengali section.']],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'Aarong Style Boutique',
    type: 'retail',
    district: 'bd-dhaka',
    country: 'BD',
    description:
      'Hand-block printed kameez, jamdani sarees and panjabis made by artisans from Tangail and Narayanganj.',
    address: 'House 45, Road 11, Banani',
    location: [23.7937, 90.4066],
    phone: '+8801822000202',
    hours: 'shop',
    products: {
      Sarees: [
        ['Jamdani saree, cotton, red and gold', 7800, 5, 'clothing'],
        ['Tangail tant saree', 2600, 12, 'clothing'],
      ],
      Men: [
        ['Cotton panjabi, block print', 1850, 20, 'clothing'],
        ['Eid panjabi, silk blend', 3450, 10, 'clothing'],
      ],
    },
    reviews: [
      [4, 'Beautiful jamdani, a bit pricey.'],
      [5, 'Excellent stitching on the panjabi.'],
    ],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Gulshan Fitness Club',
    type: 'service',
    district: 'bd-dhaka',
    country: 'BD',
    description: 'Gym, yoga and personal training. Women-only hours every morning. মাসিক সদস্যপদ পাওয়া যায়।',
    address: 'Plot 12, Gulshan Avenue',
    location: [23.7925, 90.4162],
    phone: '+8801711000303',
    hours: 'late',
    products: {
      Memberships: [
        ['Monthly membership', 3500, 999, 'sports'],
        ['Personal training, 10 sessions', 9000, 50, 'sports'],
      ],
      Shop: [
        ['Yoga mat, 6 mm', 1450, 15, 'sports'],
        ['Whey protein 1 kg', 4200, 10, 'health'],
      ],
    },
    reviews: [[4, 'Clean equipment, friendly trainers.']],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'মিরপুর ফার্মেসি',
    type: 'retail',
    district: 'bd-dhaka',
    country: 'BD',
    description: '২৪ ঘণ্টা খোলা ফার্মেসি। Medicines, baby care and health devices, home delivery in Mirpur.',
    address: 'Section 10, Mirpur',
    location: [23.8069, 90.3687],
    phone: '+8801822000404',
    hours: 'late',
    products: {
      'Health devices': [
        ['Digital blood pressure monitor', 2650, 10, 'health'],
        ['Digital thermometer', 280, 40, 'health'],
      ],
      'Baby care': [['Baby diapers, medium, 50 pcs', 1350, 25, 'health']],
    },
    reviews: [[5, 'রাত ২টায়ও ওষুধ পেয়েছি। ধন্যবাদ!']],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Uttara Home Décor',
    type: 'retail',
    district: 'bd-dhaka',
    country: 'BD',
    description: 'Nakshi kantha cushion covers, jute rugs, cane furniture and terracotta for modern homes.',
    address: 'Sector 7, Uttara',
    location: [23.8728, 90.3984],
    phone: '+8801711000505',
    hours: 'shop',
    products: {
      Textiles: [
        ['Nakshi kantha cushion cover (set of 2)', 950, 30, 'home_goods'],
        ['Jute floor rug, 4×6 ft', 2200, 12, 'home_goods'],
      ],
      Furniture: [['Cane armchair', 6500, 4, 'home_goods']],
    },
    reviews: [],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'Nusrat’s Bake House',
    type: 'restaurant',
    district: 'bd-dhaka',
    country: 'BD',
    description: 'Custom birthday cakes, cupcakes and fresh bread baked every morning in Mohammadpur.',
    address: 'Tajmahal Road, Mohammadpur',
    location: [23.7662, 90.3589],
    phone: '+8801822000606',
    hours: 'restaurant',
    products: {
      Cakes: [
        ['Chocolate fudge cake, 1 kg', 1400, 10, 'food'],
        ['Red velvet cake, 1 kg', 1600, 8, 'food'],
      ],
      Bread: [
        ['Sourdough loaf', 380, 20, 'food'],
        ['Cupcakes, box of 6', 540, 15, 'food'],
      ],
    },
    reviews: [
      [5, 'The chocolate cake was gone in ten minutes.'],
      [4, 'Tasty, deliver on time.'],
    ],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Chattogram Sea Fish Market',
    type: 'retail',
    district: 'bd-chattogram',
    country: 'BD',
    description: 'Fresh hilsa, rupchanda, prawns and dried fish (shutki) straight from Fishery Ghat.',
    address: 'Fishery Ghat, Patenga Road',
    location: [22.3105, 91.8005],
    phone: '+8801711000707',
    hours: 'shop',
    verified: true,
    products: {
      'Fresh fish': [
        ['Padma hilsa, 1 kg size', 1800, 30, 'food'],
        ['Rupchanda (pomfret), per kg', 1200, 25, 'food'],
        ['Bagda prawns, per kg', 1100, 20, 'food'],
      ],
      Shutki: [['Loitta shutki, 500 g', 650, 40, 'food']],
    },
    reviews: [[5, 'ইলিশ একদম তাজা।']],
  },
  {
    owner: 'omar@haat.test',
    name: 'Port City Logistics',
    type: 'service',
    district: 'bd-chattogram',
    country: 'BD',
    description:
      'Customs clearing, freight forwarding and warehousing near Chattogram port. Import and export for small businesses.',
    address: 'Agrabad Commercial Area',
    location: [22.3252, 91.8123],
    phone: '+8801711000808',
    hours: 'office',
    products: {
      Services: [
        ['Customs clearing (per container)', 18000, 999, 'other'],
        ['Warehouse space, per pallet per month', 1500, 200, 'other'],
      ],
    },
    reviews: [[4, 'Fast clearing and honest about costs.']],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'মেজবানি রান্নাঘর',
    type: 'restaurant',
    district: 'bd-chattogram',
    country: 'BD',
    description: 'চট্টগ্রামের আসল মেজবানি মাংস, কালা ভুনা আর দুরুস কুরা। Authentic Chittagong mezbani beef.',
    address: 'জামালখান রোড, চট্টগ্রাম',
    location: [22.3427, 91.8317],
    phone: '+8801822000909',
    hours: 'restaurant',
    products: {
      মেজবানি: [
        ['মেজবানি গরুর মাংস (প্লেট)', 320, 100, 'food'],
        ['কালা ভুনা (প্লেট)', 350, 80, 'food'],
        ['দুরুস কুরা', 450, 40, 'food'],
      ],
    },
    reviews: [
      [5, 'Mezbani just like at a real Chittagong feast.'],
      [5, 'কালা ভুনা অসাধারণ।'],
    ],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Karnaphuli Garments',
    type: 'manufacturing',
    district: 'bd-chattogram',
    country: 'BD',
    description:
      'Knitwear factory in the EPZ: T-shirts, polo shirts and hoodies. Small wholesale orders welcome.',
    address: 'Chattogram EPZ, Sector 3',
    location: [22.2893, 91.7876],
    phone: '+8801711001010',
    hours: 'factory',
    verified: true,
    products: {
      Wholesale: [
        ['Cotton T-shirt, 180 GSM (pack of 10)', 2800, 500, 'clothing'],
        ['Polo shirt, pique (pack of 10)', 4500, 300, 'clothing'],
        ['Fleece hoodie (pack of 5)', 5200, 200, 'clothing'],
      ],
    },
    reviews: [[4, 'Good quality for the price, delivery took two weeks.']],
  },
  {
    owner: 'omar@haat.test',
    name: 'Cox’s Bazar Beach Resort',
    type: 'service',
    district: 'bd-coxs-bazar',
    country: 'BD',
    description: 'Sea-view rooms at Kolatoli, a rooftop restaurant and tours to Himchari and Inani beach.',
    address: 'Kolatoli Road, Cox’s Bazar',
    location: [21.4271, 92.0058],
    phone: '+8801711001111',
    hours: 'late',
    products: {
      Rooms: [
        ['Deluxe sea-view room, one night', 8500, 20, 'other'],
        ['Family suite, one night', 14000, 6, 'other'],
      ],
      Tours: [['Inani beach day tour', 2500, 30, 'sports']],
    },
    reviews: [
      [5, 'Amazing sunset from the balcony.'],
      [3, 'Nice view, breakfast could be better.'],
    ],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'Srimangal Tea Estate Shop',
    type: 'retail',
    district: 'bd-sylhet',
    country: 'BD',
    description:
      'Fresh leaf tea from Srimangal estates, seven-layer tea gift boxes and local honey. শ্রীমঙ্গলের চা।',
    address: 'Station Road, Srimangal',
    location: [24.3065, 91.7296],
    phone: '+8801822001212',
    hours: 'shop',
    verified: true,
    products: {
      Tea: [
        ['Premium black tea, 500 g', 420, 60, 'food'],
        ['Green tea, 250 g', 350, 40, 'food'],
        ['Tea gift box (4 flavours)', 1200, 25, 'food'],
      ],
      Honey: [['Sundarban honey, 500 g', 750, 30, 'health']],
    },
    reviews: [
      [5, 'The green tea is wonderful.'],
      [4, 'চা পাতা খুব ভালো, প্যাকিং আরও ভালো হতে পারে।'],
    ],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Sylhet Shatkora House',
    type: 'restaurant',
    district: 'bd-sylhet',
    country: 'BD',
    description: 'Sylheti beef with shatkora, akhni pulao and fresh fish curries at Zindabazar.',
    address: 'Zindabazar, Sylhet',
    location: [24.8949, 91.8687],
    phone: '+8801711001313',
    hours: 'restaurant',
    products: {
      Mains: [
        ['Shatkora beef curry', 380, 60, 'food'],
        ['Akhni pulao', 260, 60, 'food'],
      ],
    },
    reviews: [[4, 'Real Sylheti taste.']],
  },
  {
    owner: 'omar@haat.test',
    name: 'Jaflong Stone & Crafts',
    type: 'manufacturing',
    district: 'bd-sylhet',
    country: 'BD',
    description:
      'Hand-crafted stone and cane products, Manipuri weaving and souvenirs from Jaflong and Lalakhal.',
    address: 'Jaflong Road, Gowainghat',
    location: [25.1636, 92.0176],
    phone: '+8801711001414',
    hours: 'shop',
    products: {
      Crafts: [
        ['Manipuri shawl, hand-woven', 1650, 15, 'clothing'],
        ['Cane basket set', 780, 20, 'home_goods'],
      ],
    },
    reviews: [],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'সিলেট আইটি সল্যুশনস',
    type: 'service',
    district: 'bd-sylhet',
    country: 'BD',
    description: 'ওয়েবসাইট, মোবাইল অ্যাপ ও ফেসবুক মার্কেটিং। Websites, apps and digital marketing for small shops.',
    address: 'আম্বরখানা, সিলেট',
    location: [24.9045, 91.8716],
    phone: '+8801822001515',
    hours: 'office',
    products: {
      Packages: [
        ['Business website (5 pages)', 25000, 99, 'electronics'],
        ['Facebook page setup and 1 month ads', 8000, 99, 'other'],
      ],
    },
    reviews: [[5, 'আমাদের দোকানের ওয়েবসাইট দুই সপ্তাহে বানিয়ে দিয়েছে।']],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Sundarban Honey Co.',
    type: 'manufacturing',
    district: 'bd-khulna',
    country: 'BD',
    description:
      'Raw mangrove honey collected by mawals of the Sundarbans, bottled in Khulna. সুন্দরবনের খাঁটি মধু।',
    address: 'KDA Avenue, Khulna',
    location: [22.8204, 89.5511],
    phone: '+8801711001616',
    hours: 'factory',
    verified: true,
    products: {
      Honey: [
        ['Khalisha flower honey, 1 kg', 1400, 50, 'health'],
        ['Mixed flower honey, 500 g', 650, 80, 'health'],
      ],
      Gifts: [['Honey gift jar set (3 × 250 g)', 1150, 30, 'food']],
    },
    reviews: [
      [5, 'Real honey, you can taste the difference.'],
      [5, 'মধু খুবই ভালো।'],
    ],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'Khulna Chui Jhal Bhandar',
    type: 'restaurant',
    district: 'bd-khulna',
    country: 'BD',
    description: 'Famous Khulna chui jhal mutton and beef, slow cooked in clay pots.',
    address: 'Sonadanga, Khulna',
    location: [22.8152, 89.5403],
    phone: '+8801822001717',
    hours: 'restaurant',
    products: {
      'Chui jhal': [
        ['Chui jhal mutton (plate)', 450, 50, 'food'],
        ['Chui jhal beef (plate)', 380, 60, 'food'],
      ],
    },
    reviews: [[5, 'Worth the trip to Khulna.']],
  },
  {
    owner: 'omar@haat.test',
    name: 'Mongla Shrimp Exporters',
    type: 'manufacturing',
    district: 'bd-khulna',
    country: 'BD',
    description: 'Processing and export of frozen black tiger shrimp (bagda) and freshwater prawns (golda).',
    address: 'Rupsha Industrial Area, Khulna',
    location: [22.7938, 89.5791],
    phone: '+8801711001818',
    hours: 'factory',
    products: {
      Frozen: [
        ['Frozen bagda shrimp, 2 kg block', 2600, 100, 'food'],
        ['Frozen golda prawn, 2 kg block', 2900, 80, 'food'],
      ],
    },
    reviews: [],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Rajshahi Mango Garden',
    type: 'retail',
    district: 'bd-rajshahi',
    country: 'BD',
    description:
      'Himsagar, Langra and Fazli mangoes from our own orchards, delivered across Bangladesh. রাজশাহীর আম।',
    address: 'Baneshwar, Puthia',
    location: [24.3745, 88.6042],
    phone: '+8801711001919',
    hours: 'shop',
    verified: true,
    products: {
      Mangoes: [
        ['Himsagar mango, 10 kg crate', 1500, 200, 'food'],
        ['Langra mango, 10 kg crate', 1300, 150, 'food'],
        ['Fazli mango, 10 kg crate', 1100, 120, 'food'],
      ],
    },
    reviews: [
      [5, 'হিমসাগর আম দারুণ মিষ্টি।'],
      [4, 'Sweet mangoes, courier was a day late.'],
      [5, 'Best langra I have had.'],
    ],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'Rajshahi Silk Weavers',
    type: 'manufacturing',
    district: 'bd-rajshahi',
    country: 'BD',
    description: 'Pure Rajshahi silk sarees, scarves and fabric woven on our looms in Sopura. রাজশাহী সিল্ক।',
    address: 'Sopura BSCIC, Rajshahi',
    location: [24.3776, 88.6117],
    phone: '+8801822002020',
    hours: 'factory',
    products: {
      Silk: [
        ['Rajshahi silk saree', 6500, 15, 'clothing'],
        ['Silk scarf', 950, 40, 'clothing'],
        ['Silk fabric, per yard', 850, 100, 'clothing'],
      ],
    },
    reviews: [[5, 'Soft silk and beautiful colours.']],
  },
  {
    owner: 'rahim@haat.test',
    name: 'বরেন্দ্র কৃষি সেবা',
    type: 'service',
    district: 'bd-rajshahi',
    country: 'BD',
    description: 'মাটি পরীক্ষা, বীজ ও সার পরামর্শ এবং ট্রাক্টর ভাড়া। Soil testing and tractor hire for farmers.',
    address: 'নওহাটা, রাজশাহী',
    location: [24.4431, 88.6452],
    phone: '+8801711002121',
    hours: 'office',
    products: {
      Services: [
        ['Soil test report', 500, 999, 'other'],
        ['Tractor hire, per day', 3500, 10, 'other'],
      ],
    },
    reviews: [],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'Barishal River Cruise',
    type: 'service',
    district: 'bd-barishal',
    country: 'BD',
    description: 'Day cruises to the floating guava market of Bhimruli and overnight launch trips to Dhaka.',
    address: 'Launch Ghat, Barishal',
    location: [22.7048, 90.3706],
    phone: '+8801822002222',
    hours: 'office',
    products: {
      Trips: [
        ['Floating market day cruise', 1800, 40, 'sports'],
        ['Launch cabin Barishal–Dhaka', 2500, 20, 'other'],
      ],
    },
    reviews: [[4, 'The floating market is a must see.']],
  },
  {
    owner: 'rahim@haat.test',
    name: 'Rangpur Shotoronji Crafts',
    type: 'manufacturing',
    district: 'bd-rangpur',
    country: 'BD',
    description: 'Hand-woven shotoronji rugs and wall hangings from Nisbetganj, a craft of over 700 years.',
    address: 'Nisbetganj, Rangpur',
    location: [25.7336, 89.2353],
    phone: '+8801711002323',
    hours: 'factory',
    products: {
      Rugs: [
        ['Shotoronji rug, 3×5 ft', 1650, 25, 'home_goods'],
        ['Shotoronji wall hanging', 900, 30, 'home_goods'],
      ],
    },
    reviews: [[5, 'Beautiful colours, well made.']],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'কুমিল্লার রসমালাই ঘর',
    type: 'restaurant',
    district: 'bd-cumilla',
    country: 'BD',
    description: 'কুমিল্লার বিখ্যাত রসমালাই, মিষ্টি আর দই। The famous rasmalai of Cumilla.',
    address: 'মনোহরপুর, কুমিল্লা',
    location: [23.4607, 91.1809],
    phone: '+8801822002424',
    hours: 'restaurant',
    products: {
      মিষ্টি: [
        ['রসমালাই, ১ কেজি', 650, 50, 'food'],
        ['মিষ্টি দই, ১ কেজি', 320, 40, 'food'],
      ],
    },
    reviews: [[5, 'রসমালাই মুখে গলে যায়।']],
  },
  {
    owner: 'omar@haat.test',
    name: 'Al Haddad Trading',
    type: 'retail',
    city: 'Dubai',
    country: 'AE',
    timeZone: 'Asia/Dubai',
    description: 'Bangladeshi groceries, spices and snacks in Deira for the community in the UAE.',
    address: 'Al Ras, Deira, Dubai',
    location: [25.2697, 55.2962],
    phone: '+971501234567',
    hours: 'late',
    verified: true,
    products: {
      Groceries: [
        ['Chinigura aromatic rice, 5 kg', 1650, 60, 'food'],
        ['Mustard oil, 1 litre', 480, 80, 'food'],
        ['Chanachur, 400 g', 220, 100, 'food'],
      ],
    },
    reviews: [[5, 'Finally proper chinigura rice in Dubai.']],
  },
  {
    owner: 'omar@haat.test',
    name: 'Brick Lane Spice House',
    type: 'restaurant',
    city: 'London',
    country: 'GB',
    timeZone: 'Europe/London',
    description: 'Sylheti home cooking on Brick Lane: fish curry, bhuna and fresh naan since 1979.',
    address: '88 Brick Lane, London E1',
    location: [51.5215, -0.0718],
    phone: '+442079460000',
    hours: 'restaurant',
    products: {
      Mains: [
        ['Boal fish curry', 1600, 30, 'food'],
        ['Lamb bhuna', 1500, 30, 'food'],
      ],
    },
    reviews: [
      [4, 'Tastes like home.'],
      [5, 'Best fish curry in London.'],
    ],
  },
  {
    owner: 'rahim@haat.test',
    name: 'KL Bangla Bazaar',
    type: 'retail',
    city: 'Kuala Lumpur',
    country: 'MY',
    timeZone: 'Asia/Kuala_Lumpur',
    description: 'Bangladeshi groceries, mobile top-ups and money transfer help in Kotaraya.',
    address: 'Jalan Tun Tan Cheng Lock, Kuala Lumpur',
    location: [3.1447, 101.6958],
    phone: '+60123456789',
    hours: 'late',
    products: {
      Groceries: [
        ['Hilsa, frozen, 1 kg', 2200, 20, 'food'],
        ['Radhuni curry powder pack', 180, 100, 'food'],
      ],
    },
    reviews: [[4, 'Useful shop, friendly owner.']],
  },
  {
    owner: 'nusrat@haat.test',
    name: 'Jackson Heights Sweets',
    type: 'restaurant',
    city: 'New York',
    country: 'US',
    timeZone: 'America/New_York',
    description: 'Roshogolla, chomchom and mishti doi made fresh daily in Queens.',
    address: '37th Avenue, Jackson Heights, NY',
    location: [40.7498, -73.8913],
    phone: '+17185550100',
    hours: 'restaurant',
    products: {
      Sweets: [
        ['Roshogolla, box of 12', 1900, 30, 'food'],
        ['Mishti doi, 500 g', 900, 25, 'food'],
      ],
    },
    reviews: [[5, 'Mishti doi just like in Bogura.']],
  },
];
