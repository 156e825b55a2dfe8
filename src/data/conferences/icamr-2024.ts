/**
 * ICAMR 2024, the International Conference on Applied Multidisciplinary
 * Research of 30 December 2024 on sustainable development in Afghanistan
 * (spec 2 "Conference pages", §5, §9): six tabs, the call for papers with its
 * deadlines and guidelines, the agenda, the secretariat, a book of 16
 * abstracts in English, Dari and Pashto sorted by session, 13 photos and the
 * program book.
 *
 * Translators: change only the `fa` and `ps` texts. Papers and abstracts stay
 * in the language their authors wrote them in (`lang`). Every person, title
 * and e-mail here is an invented sample.
 */
import {identity} from '@site/src/config/identity';
import {campusAddress, factTerms, staffEmail, tabLabels, university} from './common';
import {aboutUniversityFull} from './university';
import {localDigits} from './format';
import {at, day, defineConference, paper, type Abstract, type Paper} from './model';

const papers: readonly Paper[] = [
  paper(1, undefined, 'en', 'The Sustainable Development Goals in Afghanistan: Where Do We Stand?', 'Homayoun Saberi'),
  paper(2, undefined, 'en', 'Climate Change, Drought and Rural Livelihoods', 'Masouda Nawabi'),
  paper(3, undefined, 'fa', 'چالش‌های تمویل انکشاف پایدار در افغانستان', 'محمد نعیم یوسفزی'),
  paper(4, undefined, 'en', 'Water Security and Shared Rivers: Options for Afghanistan', 'Tamim Azizi'),
  paper(5, undefined, 'en', 'Small and Medium Enterprises and Green Growth', 'Hadia Amini'),
  paper(6, undefined, 'en', 'Export Diversification beyond Raw Agricultural Products', 'Ahmad Zubair Haidari'),
  paper(7, undefined, 'en', 'Digital Public Infrastructure for Inclusive Development', 'Mustafa Karimi'),
  paper(8, undefined, 'en', 'Energy-Efficient Computing for Low-Resource Settings', 'Samiullah Niazi'),
  paper(9, undefined, 'fa', 'نقش زنان در انکشاف پایدار جوامع روستایی', 'سودابه نظری'),
  paper(10, undefined, 'ps', 'د کلیوالي پراختیا په بهیر کې د ځوانانو ونډه', 'ګل رحمان احمدزی'),
  paper(11, undefined, 'ps', 'د چاپېریال ساتنې قانون او د پلي کېدو ننګونې یې', 'پلوشه یوسفي'),
  paper(12, undefined, 'fa', 'رسانه‌ها و آگاهی عامه دربارهٔ تغییرات اقلیم', 'عتیق‌الله مومند'),
  paper(13, undefined, 'en', 'Sustainable Building Materials from Local Resources', 'Shafiqullah Omari'),
  paper(14, undefined, 'en', 'Solar Mini-Grids for Rural Health Centres', 'Roya Siddiqi'),
  paper(15, undefined, 'en', 'Urban Air Pollution in Kabul: Sources and Policy Responses', 'Sahar Qaderi'),
  paper(16, undefined, 'en', 'Education for Sustainable Development in Afghan Universities', 'Parwin Samadi'),
];

const uniEn = university.en;
const uniFa = university.fa;
const uniPs = university.ps;

function entry(number: number, session: number | 'main', rest: Omit<Abstract, 'number' | 'session' | 'title' | 'lang'>): Abstract {
  const source = papers[number - 1]!;
  return {number, session, title: source.title, lang: source.lang, ...rest};
}

const mainSession: readonly Abstract[] = [
  entry(1, 'main', {
    authors: ['Homayoun Saberi'],
    abstract:
      'This paper reviews the available data on Afghanistan’s progress towards the seventeen Sustainable Development Goals. Progress has been real in access to primary education, child health and mobile connectivity, but has slowed or reversed in income poverty, food security and gender equality. For several goals reliable data no longer exist. The paper proposes a small set of national indicators that universities could help monitor, so that policy is not made blind.',
    keywords: ['Sustainable Development Goals', 'indicators', 'monitoring', 'Afghanistan'],
    affiliations: [`Faculty of Economics, ${uniEn}`],
    aboutAuthor: `Homayoun Saberi is a professor in the Department of Economics, Faculty of Economics, ${uniEn}. Contact: ${staffEmail('h.saberi')}, main campus, Taimani, Kabul.`,
  }),
  entry(2, 'main', {
    authors: ['Masouda Nawabi'],
    abstract:
      'Repeated droughts have hit Afghanistan’s farmers hard. Combining rainfall records for 1990–2023 with a survey of 420 farming households in two provinces, this study shows how families cope: selling livestock, taking loans, cutting meals and sending members to work in cities. Households with access to irrigation from wells or canals recovered faster. The paper argues for investment in small-scale water storage and in drought-tolerant seed.',
    keywords: ['drought', 'climate change', 'rural livelihoods', 'coping strategies'],
    affiliations: [`Faculty of Engineering, ${uniEn}`],
    aboutAuthor: `Masouda Nawabi is an assistant professor in the Department of Civil Engineering, Faculty of Engineering, ${uniEn}, working on water resources. Contact: ${staffEmail('m.nawabi')}, main campus, Taimani, Kabul.`,
  }),
  entry(3, 'main', {
    authors: ['محمد نعیم یوسفزی'],
    abstract:
      'انکشاف پایدار بدون منابع مالی کافی ممکن نیست. این مقاله منابع تمویل انکشاف در افغانستان را در دو دههٔ اخیر بررسی می‌کند و نشان می‌دهد که وابستگی شدید به کمک‌های خارجی، کشور را در برابر کاهش ناگهانی این کمک‌ها آسیب‌پذیر ساخته است. گسترش پایهٔ عواید داخلی، استفاده از ابزارهای مالی اسلامی مانند صکوک و جذب سرمایه‌گذاری خصوصی در زیربناها به عنوان راه‌های بدیل بررسی می‌شوند.',
    keywords: ['تمویل انکشاف', 'کمک‌های خارجی', 'عواید داخلی', 'صکوک'],
    affiliations: [`پوهنځی اقتصاد، ${uniFa}`],
    aboutAuthor: `محمد نعیم یوسفزی استاد دیپارتمنت امور مالی و بانکداری در پوهنځی اقتصاد ${uniFa} است. آدرس تماس: ${staffEmail('n.yousufzai')}، کمپس مرکزی، تایمنی، کابل.`,
  }),
  entry(4, 'main', {
    authors: ['Tamim Azizi'],
    abstract:
      'Most of Afghanistan’s surface water flows into neighbouring countries. This paper reviews the country’s main river basins, current uses and planned dams, and the legal principles of international water law that apply to shared rivers. It argues that Afghanistan’s own water security depends on better measurement of flows, more efficient irrigation and technical dialogue with neighbours, and that these can be pursued together.',
    keywords: ['water security', 'shared rivers', 'irrigation', 'water law'],
    affiliations: [`Faculty of Engineering, ${uniEn}`],
    aboutAuthor: `Tamim Azizi is a lecturer in the Department of Civil Engineering, Faculty of Engineering, ${uniEn}. Contact: ${staffEmail('t.azizi')}, main campus, Taimani, Kabul.`,
  }),
];

const parallelAbstracts: readonly (readonly Abstract[])[] = [
  [
    entry(5, 1, {
      authors: ['Hadia Amini'],
      abstract:
        'Small and medium enterprises employ most of Afghanistan’s urban workforce. Through a survey of 150 enterprises in Kabul, this paper asks which of them have adopted energy-saving or waste-reducing practices, and why. Adoption was highest where practices also cut costs, such as efficient stoves and recycling of packaging, and lowest where an up-front investment was needed. Small green credit lines and advice services could help.',
      keywords: ['SMEs', 'green growth', 'energy efficiency'],
      subjectCodes: 'JEL: L26, Q56',
      affiliations: [`Faculty of Economics, ${uniEn}`],
      aboutAuthor: `Hadia Amini is a lecturer in the Department of Business Administration, Faculty of Economics, ${uniEn}. Contact: ${staffEmail('h.amini')}, main campus, Taimani, Kabul.`,
    }),
    entry(6, 1, {
      authors: ['Ahmad Zubair Haidari'],
      abstract:
        'Afghan exports are dominated by a few raw agricultural products. Using trade data for 2015–2023, this paper measures export concentration and identifies products where the country could add value through processing, packaging and certification, such as dried fruit, saffron and carpets. It estimates the gains from processing a larger share at home and discusses the role of quality standards and trade routes.',
      keywords: ['export diversification', 'value addition', 'agriculture', 'trade'],
      subjectCodes: 'JEL: F14, Q17',
      affiliations: [`Faculty of Economics, ${uniEn}`],
      aboutAuthor: `Ahmad Zubair Haidari is a lecturer in the Department of Economics, Faculty of Economics, ${uniEn}. Contact: ${staffEmail('z.haidari')}, main campus, Taimani, Kabul.`,
    }),
  ],
  [
    entry(7, 2, {
      authors: ['Mustafa Karimi'],
      abstract:
        'Digital identity, payments and data exchange form a “digital public infrastructure” on which services can be built. This paper assesses the state of these building blocks in Afghanistan and the risks of exclusion for people without documents, phones or literacy. It proposes design principles for inclusive services: assisted channels, offline options and data protection by default.',
      keywords: ['digital public infrastructure', 'e-government', 'inclusion'],
      affiliations: [`Faculty of Computer Science, ${uniEn}`],
      aboutAuthor: `Mustafa Karimi is a lecturer in the Department of Information Systems, Faculty of Computer Science, ${uniEn}. Contact: ${staffEmail('m.karimi')}, main campus, Taimani, Kabul.`,
    }),
    entry(8, 2, {
      authors: ['Samiullah Niazi'],
      abstract:
        'Servers and network equipment in Afghan organisations often run on costly generator power. We measured the energy use of server rooms at four organisations and tested simple measures: consolidating servers with virtualisation, raising cooling set-points and scheduling batch jobs for daylight hours with solar power. Together the measures cut energy use by about 40 per cent without reducing service.',
      keywords: ['green computing', 'energy efficiency', 'virtualisation'],
      affiliations: [`Faculty of Computer Science, ${uniEn}`],
      aboutAuthor: `Samiullah Niazi is a lecturer in the Department of Software Engineering, Faculty of Computer Science, ${uniEn}. Contact: ${staffEmail('s.niazi')}, main campus, Taimani, Kabul.`,
    }),
  ],
  [
    entry(9, 3, {
      authors: ['سودابه نظری'],
      abstract:
        'زنان روستایی در زراعت، مالداری و صنایع دستی نقش مهمی دارند، اما سهم آنان کمتر در برنامه‌های انکشافی دیده می‌شود. این تحقیق با مصاحبه با ۶۰ زن در سه قریه نشان می‌دهد که دسترسی به آموزش حرفه‌ای، بازار و قرضه‌های کوچک مهم‌ترین عوامل افزایش سهم آنان در اقتصاد خانواده است. پیشنهاد می‌شود برنامه‌های انکشافی با مشورهٔ خود زنان طراحی شوند.',
      keywords: ['زنان روستایی', 'انکشاف پایدار', 'آموزش حرفه‌ای', 'قرضه‌های کوچک'],
      affiliations: [`پوهنځی علوم اجتماعی، ${uniFa}`],
      aboutAuthor: `سودابه نظری استاد دیپارتمنت جامعه‌شناسی در پوهنځی علوم اجتماعی ${uniFa} است. آدرس تماس: ${staffEmail('s.nazari')}، کمپس مرکزی، تایمنی، کابل.`,
    }),
    entry(10, 3, {
      authors: ['ګل رحمان احمدزی'],
      abstract:
        'ځوانان د افغانستان د نفوس لویه برخه جوړوي، خو په کلیوالي پراختیایي پروژو کې یې ونډه لږه ده. دا څېړنه په دوو ولایتونو کې له ۲۰۰ ځوانانو سره د پوښتنلیک او ډله‌ییزو بحثونو پر بنسټ ښيي چې ځوانان د کلیو په شوراګانو کې ګډون ته لېواله دي، خو د پرېکړو په کولو کې ورته لږ ځای ورکول کېږي. مقاله وړاندیز کوي چې د ځوانانو لپاره په شوراګانو کې ځانګړې څوکۍ او د مهارتونو زده کړې پروګرامونه جوړ شي.',
      keywords: ['ځوانان', 'کلیوالي پراختیا', 'ګډون', 'شوراګانې'],
      affiliations: [`د ټولنیزو علومو پوهنځی، ${uniPs}`],
      aboutAuthor: `ګل رحمان احمدزی د ${uniPs} د ټولنیزو علومو پوهنځي د ټولنپوهنې د څانګې استاد دی. د اړیکې پته: ${staffEmail('g.ahmadzai')}، مرکزي کمپس، تایمني، کابل.`,
    }),
  ],
  [
    entry(11, 4, {
      authors: ['پلوشه یوسفي'],
      abstract:
        'افغانستان د چاپېریال ساتنې قانون لري، خو پلي کېدل یې کمزوري دي. دا مقاله د قانون اصلي حکمونه، د چاپېریالي اغېزو د ارزونې بهیر او د سرغړونو لپاره ټاکل شوې سزاوې څېړي. پایلې ښيي چې د ادارو ترمنځ د همغږۍ نشتوالی، د څارنې لپاره د وسایلو کمښت او د خلکو کمه خبرتیا اصلي ننګونې دي. د حل لارې په توګه د محلي څارنې کمېټې او د قانون په اړه د خلکو پوهاوی وړاندیز شوي دي.',
      keywords: ['د چاپېریال ساتنه', 'قانون', 'د اغېزو ارزونه', 'پلي کول'],
      affiliations: [`د حقوقو او سیاسي علومو پوهنځی، ${uniPs}`],
      aboutAuthor: `پلوشه یوسفي د ${uniPs} د حقوقو او سیاسي علومو پوهنځي د عامه حقوقو د څانګې استاده ده. د اړیکې پته: ${staffEmail('p.yousufi')}، مرکزي کمپس، تایمني، کابل.`,
    }),
    entry(12, 4, {
      authors: ['عتیق‌الله مومند'],
      abstract:
        'رسانه‌ها می‌توانند در آگاهی عامه دربارهٔ تغییرات اقلیم نقش مهمی داشته باشند. این مقاله ۳۰۰ گزارش خبری شش رسانهٔ افغانستان را در سال‌های ۲۰۲۲ و ۲۰۲۳ تحلیل می‌کند. یافته‌ها نشان می‌دهند که بیشتر گزارش‌ها تنها هنگام وقوع سیلاب یا خشکسالی منتشر شده‌اند و کمتر به علت‌ها و راه‌های سازگاری پرداخته‌اند. آموزش خبرنگاران در زمینهٔ گزارش‌دهی محیط زیستی پیشنهاد می‌شود.',
      keywords: ['رسانه', 'تغییرات اقلیم', 'آگاهی عامه', 'گزارش‌دهی محیط زیستی'],
      affiliations: [`دیپارتمنت ژورنالیزم، پوهنځی علوم اجتماعی، ${uniFa}`],
      aboutAuthor: `عتیق‌الله مومند استاد دیپارتمنت ژورنالیزم در پوهنځی علوم اجتماعی ${uniFa} است. آدرس تماس: ${staffEmail('a.momand')}، کمپس مرکزی، تایمنی، کابل.`,
    }),
  ],
  [
    entry(13, 5, {
      authors: ['Shafiqullah Omari'],
      abstract:
        'Cement and fired brick are energy-intensive and often imported. This paper tests compressed earth blocks stabilised with a small share of lime, made from soil available near Kabul. Blocks with 8 per cent lime met the strength requirements for load-bearing walls of one- and two-storey houses and needed far less energy to produce than fired brick. Guidance for small producers is provided.',
      keywords: ['compressed earth blocks', 'building materials', 'lime stabilisation'],
      affiliations: [`Faculty of Engineering, ${uniEn}`],
      aboutAuthor: `Shafiqullah Omari is an associate professor in the Department of Civil Engineering, Faculty of Engineering, ${uniEn}. Contact: ${staffEmail('s.omari')}, main campus, Taimani, Kabul.`,
    }),
    entry(14, 5, {
      authors: ['Roya Siddiqi'],
      abstract:
        'Many rural health centres lack reliable electricity for vaccines, lighting and equipment. We sized and simulated solar mini-grids with battery storage for three typical centres, using local solar data and measured loads. A system of 6 to 10 kilowatts with two days of storage met essential loads all year, at a lifetime cost lower than diesel generation. Maintenance training for local technicians is essential.',
      keywords: ['solar mini-grids', 'rural health', 'energy access'],
      affiliations: [`Faculty of Engineering, ${uniEn}`],
      aboutAuthor: `Roya Siddiqi is a lecturer in the Department of Electrical Engineering, Faculty of Engineering, ${uniEn}. Contact: ${staffEmail('r.siddiqi')}, main campus, Taimani, Kabul.`,
    }),
  ],
  [
    entry(15, 6, {
      authors: ['Sahar Qaderi'],
      abstract:
        'Kabul’s winter air is among the most polluted of any city in the region. Using low-cost sensors at eight locations over two winters, this study measured fine particulate matter and linked peaks to heating with coal and waste, old vehicles and temperature inversions. The paper compares policy options, including cleaner heating fuels, vehicle inspection and public information on air quality days.',
      keywords: ['air pollution', 'particulate matter', 'urban health', 'Kabul'],
      affiliations: [`Faculty of Engineering, ${uniEn}`],
      aboutAuthor: `Sahar Qaderi is an assistant professor in the Department of Environmental Engineering, Faculty of Engineering, ${uniEn}. Contact: ${staffEmail('s.qaderi')}, main campus, Taimani, Kabul.`,
    }),
    entry(16, 6, {
      authors: ['Parwin Samadi'],
      abstract:
        'How far do Afghan universities prepare students to think about sustainability? A review of 40 course syllabi and a survey of 250 final-year students found that sustainability appears mainly in engineering and economics courses, and rarely in law, journalism or education. Students showed interest but little knowledge of practical action. The paper proposes a short cross-faculty course and campus projects in energy and waste.',
      keywords: ['education for sustainable development', 'curriculum', 'higher education'],
      affiliations: [`Faculty of Social Sciences, ${uniEn}`],
      aboutAuthor: `Parwin Samadi is a professor in the Department of Education, Faculty of Social Sciences, ${uniEn}. Contact: ${staffEmail('p.samadi')}, main campus, Taimani, Kabul.`,
    }),
  ],
];

const sessionTitles = [
  {en: 'Economics, finance, marketing and management', fa: 'اقتصاد، مالی، مارکیتنگ و مدیریت', ps: 'اقتصاد، مالي چارې، مارکېټنګ او مدیریت'},
  {en: 'Computer science and technology management', fa: 'کمپیوترساینس و مدیریت تکنالوژی', ps: 'کمپیوټر ساینس او د ټکنالوژۍ مدیریت'},
  {en: 'Social sciences and humanities', fa: 'علوم اجتماعی و علوم بشری', ps: 'ټولنیز او بشري علوم'},
  {en: 'Law and journalism', fa: 'حقوق و ژورنالیزم', ps: 'حقوق او ژورنالیزم'},
  {en: 'Engineering sciences', fa: 'علوم انجنیری', ps: 'د انجنیرۍ علوم'},
  {en: 'Environment and sustainable cities', fa: 'محیط زیست و شهرهای پایدار', ps: 'چاپېریال او دوامدار ښارونه'},
] as const;

const sessionChairs = [
  {en: 'Dr. Javid Noorzai', fa: 'دکتور جاوید نورزی', ps: 'ډاکټر جاوید نورزی'},
  {en: 'Dr. Nasrin Haidari', fa: 'دکتور نسرین حیدری', ps: 'ډاکټره نسرین حیدري'},
  {en: 'Dr. Shakila Ahmadi', fa: 'دکتور شکیلا احمدی', ps: 'ډاکټره شکیلا احمدي'},
  {en: 'Dr. Khalid Amiri', fa: 'دکتور خالد امیری', ps: 'ډاکټر خالد امیري'},
  {en: 'Eng. Qudratullah Nawabi', fa: 'انجنیر قدرت‌الله نوابی', ps: 'انجنیر قدرت الله نوابي'},
  {en: 'Dr. Mirwais Sahak', fa: 'دکتور میرویس ساحک', ps: 'ډاکټر میرویس ساحک'},
] as const;

const rooms = [
  {en: 'Room 201', fa: 'اتاق ۲۰۱', ps: '۲۰۱ کوټه'},
  {en: 'Room 202', fa: 'اتاق ۲۰۲', ps: '۲۰۲ کوټه'},
  {en: 'Room 203', fa: 'اتاق ۲۰۳', ps: '۲۰۳ کوټه'},
  {en: 'Room 204', fa: 'اتاق ۲۰۴', ps: '۲۰۴ کوټه'},
  {en: 'Room 205', fa: 'اتاق ۲۰۵', ps: '۲۰۵ کوټه'},
  {en: 'Room 206', fa: 'اتاق ۲۰۶', ps: '۲۰۶ کوټه'},
] as const;

const conferenceHall = {en: 'Main conference hall', fa: 'سالون اصلی کنفرانس‌ها', ps: 'د کنفرانسونو اصلي سالون'};

const subThemes = [
  {en: 'Economics, finance, marketing and management', fa: 'اقتصاد، مالی، مارکیتنگ و مدیریت', ps: 'اقتصاد، مالي چارې، مارکېټنګ او مدیریت'},
  {en: 'Computer science and technology management', fa: 'کمپیوترساینس و مدیریت تکنالوژی', ps: 'کمپیوټر ساینس او د ټکنالوژۍ مدیریت'},
  {en: 'Social sciences and humanities', fa: 'علوم اجتماعی و علوم بشری', ps: 'ټولنیز او بشري علوم'},
  {en: 'Law and journalism', fa: 'حقوق و ژورنالیزم', ps: 'حقوق او ژورنالیزم'},
  {en: 'Engineering sciences', fa: 'علوم انجنیری', ps: 'د انجنیرۍ علوم'},
];

/** ICAMR 2024, in the three languages. */
export const icamr2024 = defineConference({
  slug: 'icamr-2024',
  shortTitle: {en: 'ICAMR 2024', fa: 'کنفرانس ICAMR 2024', ps: 'د ICAMR 2024 کنفرانس'},
  banner: {
    src: '/img/conferences/icamr-2024/banner.webp',
    width: 800,
    height: 450,
    facts: [
      {term: factTerms.date, detail: {en: 'Monday, 30 December 2024', fa: 'دوشنبه، ۳۰ دسمبر ۲۰۲۴', ps: 'دوشنبه، ۳۰ ډسمبر ۲۰۲۴'}},
      {
        term: factTerms.venue,
        detail: {en: 'Main conference hall, Taimani, Kabul', fa: 'سالون اصلی کنفرانس‌ها، تایمنی، کابل', ps: 'د کنفرانسونو اصلي سالون، تایمني، کابل'},
      },
      {
        term: factTerms.audience,
        detail: {en: 'Academics, researchers and policymakers', fa: 'استادان، محققین و پالیسی‌سازان', ps: 'استادان، څېړونکي او پالیسي جوړوونکي'},
      },
    ],
  },
  tabsLabel: {en: 'ICAMR 2024', fa: 'کنفرانس ICAMR 2024', ps: 'د ICAMR 2024 کنفرانس'},
  tabs: {
    university: {id: 'tab1', label: tabLabels.university},
    conference: {id: 'tab2', label: tabLabels.conference},
    agenda: {id: 'tab3', label: tabLabels.agenda},
    secretariat: {id: 'tab4', label: tabLabels.secretariat},
    abstracts: {id: 'tab5', label: tabLabels.abstracts},
    images: {id: 'tab6', label: tabLabels.images},
  },

  university: aboutUniversityFull,

  about: [
    {
      heading: {en: 'Background', fa: 'پیشینه', ps: 'شالید'},
      paragraphs: [
        {
          en: 'Afghanistan faces deep and connected challenges: a fragile economy, climate change and drought, pressure on water and land, and a young population in need of education and work. Sustainable development – growth that lasts, includes everyone and protects the environment – needs knowledge that crosses the boundaries between disciplines. The International Conference on Applied Multidisciplinary Research gives researchers from economics, computing, the social sciences, law, journalism and engineering a shared platform for that knowledge.',
          fa: 'افغانستان با چالش‌های عمیق و به هم پیوسته روبه‌رو است: اقتصاد شکننده، تغییرات اقلیم و خشکسالی، فشار بر آب و زمین، و نفوس جوانی که به تعلیم و کار نیاز دارد. انکشاف پایدار – رشدی که دوام کند، همه را در بر گیرد و از محیط زیست حفاظت کند – به دانشی نیاز دارد که از مرزهای میان رشته‌ها بگذرد. کنفرانس بین‌المللی تحقیقات کاربردی چندرشته‌ای برای محققین اقتصاد، کمپیوتر، علوم اجتماعی، حقوق، ژورنالیزم و انجنیری بستری مشترک برای این دانش فراهم می‌کند.',
          ps: 'افغانستان له ژورو او سره تړلو ننګونو سره مخ دی: کمزوری اقتصاد، د اقلیم بدلون او وچکالي، پر اوبو او ځمکې فشار، او ځوان نفوس چې زده کړې او کار ته اړتیا لري. دوامداره پراختیا – هغه وده چې دوام وکړي، ټول ورګډ کړي او چاپېریال خوندي وساتي – داسې پوهې ته اړتیا لري چې د رشتو له پولو تېره شي. د عملي څو رشته‌ییزو څېړنو نړیوال کنفرانس د اقتصاد، کمپیوټر، ټولنیزو علومو، حقوقو، ژورنالیزم او انجنیرۍ څېړونکو ته د دې پوهې لپاره ګډ ځای برابروي.',
        },
      ],
    },
    {
      heading: {en: 'Objectives', fa: 'اهداف', ps: 'موخې'},
      list: [
        {
          en: 'Present applied research on the issues and challenges of sustainable development in Afghanistan.',
          fa: 'ارائهٔ تحقیقات کاربردی دربارهٔ مسائل و چالش‌های انکشاف پایدار در افغانستان.',
          ps: 'په افغانستان کې د دوامدارې پراختیا د مسایلو او ننګونو په اړه د عملي څېړنو وړاندې کول.',
        },
        {
          en: 'Bring academics, researchers and policymakers into direct dialogue.',
          fa: 'ایجاد گفت‌وگوی مستقیم میان استادان، محققین و پالیسی‌سازان.',
          ps: 'د استادانو، څېړونکو او پالیسي جوړوونکو ترمنځ د مستقیمې خبرې اترې جوړول.',
        },
        {
          en: 'Encourage young researchers to publish and to work across disciplines.',
          fa: 'تشویق محققین جوان به نشر آثار و همکاری میان‌رشته‌ای.',
          ps: 'ځوانو څېړونکو ته د آثارو د خپرولو او د رشتو ترمنځ همکارۍ هڅونه.',
        },
        {
          en: 'Turn research findings into practical recommendations for policy.',
          fa: 'تبدیل یافته‌های تحقیق به پیشنهادهای عملی برای پالیسی‌ها.',
          ps: 'د څېړنو موندنې د پالیسیو لپاره په عملي وړاندیزونو بدلول.',
        },
      ],
    },
    {
      heading: {en: 'Theme and sub-themes', fa: 'موضوع و محورهای فرعی', ps: 'موضوع او فرعي محورونه'},
      paragraphs: [
        {
          en: 'Theme: “Issues and challenges to sustainable development in Afghanistan”. Papers are invited under five sub-themes:',
          fa: 'موضوع: «مسائل و چالش‌های انکشاف پایدار در افغانستان». مقالات در پنج محور فرعی پذیرفته می‌شوند:',
          ps: 'موضوع: «په افغانستان کې د دوامدارې پراختیا مسایل او ننګونې». مقالې په پنځو فرعي محورونو کې منل کېږي:',
        },
      ],
      list: subThemes,
    },
    {
      heading: {en: 'Keynote speaker', fa: 'سخنران اصلی', ps: 'اصلي وینا کوونکې'},
      paragraphs: [
        {
          en: 'Dr. Latifa Mohseni (sample name), an economist who has spent twenty years on rural development programmes, opened the conference with the keynote “Sustainable development in difficult times: what research can offer”. She argued that in a time of scarce resources, careful local evidence is the best protection against costly mistakes, and called on universities to share their data openly.',
          fa: 'دکتور لطیفه محسنی (نام نمونه)، اقتصاددانی که بیست سال در برنامه‌های انکشاف دهات کار کرده است، کنفرانس را با سخنرانی اصلی «انکشاف پایدار در روزگار دشوار: تحقیق چه می‌تواند عرضه کند» گشود. او گفت که در زمان کمبود منابع، شواهد دقیق محلی بهترین سپر در برابر اشتباهات پرهزینه است و از پوهنتون‌ها خواست معلومات خود را آزادانه شریک سازند.',
          ps: 'ډاکټرې لطیفه محسني (نمونه نوم)، چې اقتصادپوهه ده او شل کاله یې د کلیو د پراختیا په پروګرامونو کې کار کړی، کنفرانس د «په سختو وختونو کې دوامداره پراختیا: څېړنه څه وړاندې کولی شي» تر سرلیک لاندې په اصلي وینا پرانیست. هغې وویل چې د سرچینو د کمښت پر مهال دقیق محلي شواهد د ګرانو تېروتنو پر وړاندې تر ټولو ښه ساتنه ده، او پوهنتونونه یې وهڅول چې خپل معلومات په ازاده توګه شریک کړي.',
        },
      ],
    },
  ],

  callForPapers: [
    {
      heading: {en: 'Call for papers and guidelines', fa: 'فراخوان مقالات و رهنمودها', ps: 'د مقالو بلنه او لارښوونې'},
      subsections: [
        {
          heading: {en: 'Key deadlines', fa: 'مهلت‌های مهم', ps: 'مهمې نېټې'},
          dates: [
            {label: {en: 'First draft', fa: 'نسخهٔ نخست', ps: 'لومړۍ مسوده'}, date: day('2024-11-30')},
            {label: {en: 'Reviewers’ feedback', fa: 'نظر داوران', ps: 'د بیاکتونکو نظر'}, date: day('2024-12-10')},
            {label: {en: 'Final version', fa: 'نسخهٔ نهایی', ps: 'وروستۍ بڼه'}, date: day('2024-12-25')},
            {label: {en: 'Conference day', fa: 'روز کنفرانس', ps: 'د کنفرانس ورځ'}, date: day('2024-12-30', {weekday: true})},
          ],
        },
        {
          heading: {en: 'Submission guidelines', fa: 'رهنمود ارسال مقاله', ps: 'د مقالې د لېږلو لارښوونې'},
          list: [
            {
              en: 'Papers must be original and unpublished, free of plagiarised or defamatory material; all papers are checked for plagiarism.',
              fa: 'مقالات باید اصیل و نشرناشده و عاری از مطالب سرقت علمی یا افترا باشند؛ همهٔ مقالات از نظر سرقت علمی بررسی می‌شوند.',
              ps: 'مقالې باید اصلي او نه خپرې شوې وي، او غلا شوي یا سپکاوي لرونکي مطالب پکې نه وي؛ ټولې مقالې د علمي غلا له پلوه کتل کېږي.',
            },
            {
              en: 'Send the paper as an MS Word attachment by e-mail to the secretariat at {email}.',
              fa: 'مقاله را به صورت فایل ضمیمهٔ MS Word از طریق ایمیل به دارالانشا به آدرس {email} بفرستید.',
              ps: 'مقاله د MS Word د ضمیمې فایل په توګه د برېښنالیک له لارې دارالانشا ته په {email} پته ولېږئ.',
            },
            {
              en: 'Include the authors’ names, designation, affiliation and contact details.',
              fa: 'نام، عنوان وظیفه، وابستگی علمی و معلومات تماس نویسندگان را درج کنید.',
              ps: 'د لیکوالانو نومونه، دنده، علمي تړاو او د اړیکې معلومات پکې ولیکئ.',
            },
            {
              en: 'Add a biography of the principal author of 50–100 words.',
              fa: 'زندگی‌نامهٔ نویسندهٔ اصلی را در ۵۰ تا ۱۰۰ کلمه ضمیمه کنید.',
              ps: 'د اصلي لیکوال ژوندلیک په ۵۰ تر ۱۰۰ کلمو کې ورسره ضمیمه کړئ.',
            },
            {
              en: 'Minimum length: 5000–6000 words for Computer, IT and Engineering; 7000–8000 words for Law, Social Sciences, Economics, Management, Humanities, Arts and others.',
              fa: 'حداقل حجم: ۵۰۰۰ تا ۶۰۰۰ کلمه برای کمپیوتر، تکنالوژی معلوماتی و انجنیری؛ ۷۰۰۰ تا ۸۰۰۰ کلمه برای حقوق، علوم اجتماعی، اقتصاد، مدیریت، علوم بشری، هنر و سایر رشته‌ها.',
              ps: 'لږ تر لږه اوږدوالی: د کمپیوټر، معلوماتي ټکنالوژۍ او انجنیرۍ لپاره ۵۰۰۰ تر ۶۰۰۰ کلمې؛ د حقوقو، ټولنیزو علومو، اقتصاد، مدیریت، بشري علومو، هنر او نورو برخو لپاره ۷۰۰۰ تر ۸۰۰۰ کلمې.',
            },
            {
              en: 'Citation style: IEEE for Computer, IT and Engineering; APA for Economics and Management; Chicago for Social Sciences, Law, Humanities, Arts and others.',
              fa: 'شیوهٔ مآخذدهی: IEEE برای کمپیوتر، تکنالوژی معلوماتی و انجنیری؛ APA برای اقتصاد و مدیریت؛ Chicago برای علوم اجتماعی، حقوق، علوم بشری، هنر و سایر رشته‌ها.',
              ps: 'د سرچینو ورکولو بڼه: د کمپیوټر، معلوماتي ټکنالوژۍ او انجنیرۍ لپاره IEEE؛ د اقتصاد او مدیریت لپاره APA؛ د ټولنیزو علومو، حقوقو، بشري علومو، هنر او نورو برخو لپاره Chicago.',
            },
            {
              en: 'Presentations are in English only.',
              fa: 'ارائهٔ مقالات تنها به زبان انگلیسی است.',
              ps: 'د مقالو وړاندې کول یوازې په انګلیسي ژبه دي.',
            },
          ],
        },
        {
          heading: {en: 'Secretariat and location', fa: 'دارالانشا و محل برگزاری', ps: 'دارالانشا او ځای'},
          paragraphs: [
            {
              en: 'The conference is held at the main conference hall in Taimani, Kabul. The secretariat sits in the Department of Research and Development on the main campus.',
              fa: 'کنفرانس در سالون اصلی کنفرانس‌ها در تایمنی، کابل برگزار می‌شود. دارالانشا در دیپارتمنت تحقیق و انکشاف در کمپس مرکزی قرار دارد.',
              ps: 'کنفرانس په تایمني، کابل کې د کنفرانسونو په اصلي سالون کې جوړېږي. دارالانشا په مرکزي کمپس کې د څېړنې او پراختیا په دیپارټمنټ کې ده.',
            },
          ],
          contact: {email: identity.submissionsEmail, phone: '+93 700 000 141', address: campusAddress},
        },
      ],
    },
  ],

  agenda: {
    caption: {
      en: 'Agenda, Monday 30 December 2024',
      fa: 'اجندای کنفرانس، دوشنبه ۳۰ دسمبر ۲۰۲۴',
      ps: 'د کنفرانس اجنډا، دوشنبه ۳۰ ډسمبر ۲۰۲۴',
    },
    rows: [
      {time: at('08:00', '08:30'), program: {en: 'Registration', fa: 'ثبت نام', ps: 'نوم لیکنه'}, venue: {en: 'Entrance of the conference hall', fa: 'دروازهٔ ورودی سالون کنفرانس‌ها', ps: 'د کنفرانسونو د سالون د ننوتلو دروازه'}},
      {
        time: at('08:30', '10:00'),
        program: {en: 'Opening ceremony', fa: 'مراسم افتتاحیه', ps: 'د پرانیستې مراسم'},
        venue: conferenceHall,
        details: [
          {en: 'Recitation of the Holy Quran', fa: 'تلاوت آیاتی از قرآن کریم', ps: 'د قرآن کریم د څو آیتونو تلاوت'},
          {en: 'Welcome remarks by the chancellor', fa: 'سخنان خوش‌آمدید رئیس پوهنتون', ps: 'د پوهنتون د رئیس د هرکلي وینا'},
          {en: 'Keynote speech', fa: 'سخنرانی اصلی', ps: 'اصلي وینا'},
          {en: 'Remarks by guests', fa: 'سخنان مهمانان', ps: 'د مېلمنو وینا'},
        ],
      },
      {
        time: at('10:01', '13:00'),
        program: {en: 'Main session: presentation of four papers and discussion', fa: 'جلسهٔ اصلی: ارائهٔ چهار مقاله و بحث', ps: 'اصلي غونډه: د څلورو مقالو وړاندې کول او بحث'},
        venue: conferenceHall,
      },
      {time: at('13:00', '14:00'), program: {en: 'Lunch and prayer break', fa: 'نان چاشت و وقفهٔ نماز', ps: 'د غرمې ډوډۍ او د لمانځه وقفه'}, venue: {en: 'Dining hall', fa: 'طعام‌خانه', ps: 'د ډوډۍ خونه'}},
      {
        time: at('14:00', '15:00'),
        program: {en: 'Six parallel sessions', fa: 'شش جلسهٔ موازی', ps: 'شپږ موازي غونډې'},
        venue: {en: 'Rooms 201–206', fa: 'اتاق‌های ۲۰۱ تا ۲۰۶', ps: '۲۰۱ تر ۲۰۶ کوټې'},
      },
      {
        time: at('15:00', '15:30'),
        program: {en: 'Presentation of the findings of the sessions', fa: 'ارائهٔ یافته‌های جلسه‌ها', ps: 'د غونډو د موندنو وړاندې کول'},
        venue: conferenceHall,
      },
      {time: at('15:31', '15:45'), program: {en: 'Distribution of certificates', fa: 'توزیع تصدیق‌نامه‌ها', ps: 'د تصدیق‌نامو وېش'}, venue: conferenceHall},
      {time: at('15:46', '15:55'), program: {en: 'Closing remarks', fa: 'سخنان اختتامیه', ps: 'د پای وینا'}, venue: conferenceHall},
      {
        time: at('15:56', '16:15'),
        program: {en: 'Networking', fa: 'آشنایی و تبادل نظر', ps: 'پېژندګلوي او د نظرونو تبادله'},
        venue: {en: 'Lobby of the conference hall', fa: 'دهلیز سالون کنفرانس‌ها', ps: 'د کنفرانسونو د سالون دهلېز'},
      },
    ],
  },

  secretariat: [
    {
      role: {en: 'Secretariat', fa: 'دارالانشا', ps: 'دارالانشا'},
      names: [
        {en: 'Dr. Abdul Qadir Sapand, chairman', fa: 'دکتور عبدالقادر سپند، رئیس', ps: 'ډاکټر عبدالقادر سپند، رئیس'},
        {en: 'Ms. Hasina Omari, secretary', fa: 'محترمه حسینه عمری، منشی', ps: 'میرمن حسینه عمري، منشي'},
        {en: 'Mr. Ajmal Siddiqi, coordinator', fa: 'محترم اجمل صدیقی، هماهنگ‌کننده', ps: 'ښاغلی اجمل صدیقي، همغږی کوونکی'},
        {en: 'Mr. Bashir Ahmad Niazi, logistics', fa: 'محترم بشیر احمد نیازی، تدارکات', ps: 'ښاغلی بشیر احمد نیازي، لوژستیک'},
      ],
    },
    {
      role: {en: 'Editorial board', fa: 'هیئت تحریر', ps: 'د تحریر بورډ'},
      names: [
        {en: 'Dr. Homayoun Saberi, editor', fa: 'دکتور همایون صابری، مدیر مسئول', ps: 'ډاکټر همایون صابري، مسؤل مدیر'},
        {en: 'Dr. Nasrin Haidari', fa: 'دکتور نسرین حیدری', ps: 'ډاکټره نسرین حیدري'},
        {en: 'Dr. Parwin Samadi', fa: 'دکتور پروین صمدی', ps: 'ډاکټره پروین صمدي'},
      ],
    },
    {
      role: {en: 'Reviewers board', fa: 'هیئت داوران', ps: 'د بیاکتونکو بورډ'},
      names: [
        {en: 'Dr. Javid Noorzai', fa: 'دکتور جاوید نورزی', ps: 'ډاکټر جاوید نورزی'},
        {en: 'Dr. Shakila Ahmadi', fa: 'دکتور شکیلا احمدی', ps: 'ډاکټره شکیلا احمدي'},
        {en: 'Dr. Khalid Amiri', fa: 'دکتور خالد امیری', ps: 'ډاکټر خالد امیري'},
        {en: 'Dr. Mirwais Sahak', fa: 'دکتور میرویس ساحک', ps: 'ډاکټر میرویس ساحک'},
        {en: 'Eng. Qudratullah Nawabi', fa: 'انجنیر قدرت‌الله نوابی', ps: 'انجنیر قدرت الله نوابي'},
      ],
    },
  ],

  abstractGroups: [
    {heading: {en: 'Main session', fa: 'جلسهٔ اصلی', ps: 'اصلي غونډه'}, abstracts: mainSession},
    ...parallelAbstracts.map((abstracts, index) => ({
      heading: {
        en: `Parallel session ${index + 1}: ${sessionTitles[index]!.en}`,
        fa: `جلسهٔ موازی ${localDigits(index + 1, 'fa')}: ${sessionTitles[index]!.fa}`,
        ps: `${localDigits(index + 1, 'ps')}مه موازي غونډه: ${sessionTitles[index]!.ps}`,
      },
      abstracts,
    })),
  ],

  sessions: {
    heading: {
      en: 'Parallel sessions, 2:00 – 3:00 PM',
      fa: 'جلسه‌های موازی، ۲:۰۰ – ۳:۰۰ ب.ظ',
      ps: 'موازي غونډې، ۲:۰۰ – ۳:۰۰ غ.و',
    },
    list: sessionTitles.map((title, index) => ({
      number: index + 1,
      title,
      chair: sessionChairs[index]!,
      room: rooms[index]!,
      papers: [papers[4 + index * 2]!, papers[5 + index * 2]!],
    })),
  },

  programBook: {
    label: {en: 'Program book (PDF)', fa: 'کتاب برنامه (PDF)', ps: 'د پروګرام کتاب (PDF)'},
    href: '/files/conferences/icamr-2024-program-book.pdf',
  },

  // Written out one by one: scripts/generate-assets.ts finds images by their literal paths.
  gallery: [
    '/img/conferences/icamr-2024/photo-01.webp',
    '/img/conferences/icamr-2024/photo-02.webp',
    '/img/conferences/icamr-2024/photo-03.webp',
    '/img/conferences/icamr-2024/photo-04.webp',
    '/img/conferences/icamr-2024/photo-05.webp',
    '/img/conferences/icamr-2024/photo-06.webp',
    '/img/conferences/icamr-2024/photo-07.webp',
    '/img/conferences/icamr-2024/photo-08.webp',
    '/img/conferences/icamr-2024/photo-09.webp',
    '/img/conferences/icamr-2024/photo-10.webp',
    '/img/conferences/icamr-2024/photo-11.webp',
    '/img/conferences/icamr-2024/photo-12.webp',
    '/img/conferences/icamr-2024/photo-13.webp',
  ],
});
