/**
 * What the two ACHEDA conferences (the annual conference on higher
 * education development) share: the submission guidelines of spec 2 §5,
 * which are the same for 2024 and 2025.
 */
import type {InfoSectionSource} from './model';

/** Submission guidelines of ACHEDA 2024 and 2025 (spec 2 §5). */
export const achedaGuidelines: InfoSectionSource = {
  heading: {en: 'Submission guidelines', fa: 'رهنمود ارسال مقاله', ps: 'د مقالې د لېږلو لارښوونې'},
  list: [
    {
      en: 'Papers must be original work that has not been published elsewhere.',
      fa: 'مقالات باید اثر اصیل باشند و پیش از این در جای دیگری نشر نشده باشند.',
      ps: 'مقالې باید اصلي اثر وي او مخکې بل ځای نه وي خپرې شوې.',
    },
    {
      en: 'Every paper is checked for plagiarism.',
      fa: 'همهٔ مقالات از نظر سرقت علمی بررسی می‌شوند.',
      ps: 'ټولې مقالې د علمي غلا له پلوه کتل کېږي.',
    },
    {
      en: 'A biography of the author of 50–100 words accompanies the paper.',
      fa: 'زندگی‌نامهٔ نویسنده در ۵۰ تا ۱۰۰ کلمه همراه مقاله فرستاده شود.',
      ps: 'د لیکوال ژوندلیک په ۵۰ تر ۱۰۰ کلمو کې له مقالې سره ولېږل شي.',
    },
    {
      en: 'Citations follow the citation style of the author’s field.',
      fa: 'مآخذدهی به شیوهٔ رایج رشتهٔ نویسنده باشد.',
      ps: 'سرچینې دې د لیکوال د رشتې د منل شوې بڼې سره سم ورکړل شي.',
    },
    {
      en: 'Minimum length: 5000–6000 words for computer science, IT and engineering; 7000–8000 words for all other fields.',
      fa: 'حداقل حجم: ۵۰۰۰ تا ۶۰۰۰ کلمه برای کمپیوترساینس، تکنالوژی معلوماتی و انجنیری؛ ۷۰۰۰ تا ۸۰۰۰ کلمه برای سایر رشته‌ها.',
      ps: 'لږ تر لږه اوږدوالی: د کمپیوټر ساینس، معلوماتي ټکنالوژۍ او انجنیرۍ لپاره ۵۰۰۰ تر ۶۰۰۰ کلمې؛ د نورو ټولو برخو لپاره ۷۰۰۰ تر ۸۰۰۰ کلمې.',
    },
    {
      en: 'Send your paper by e-mail to {email}.',
      fa: 'مقالهٔ خود را از طریق ایمیل به آدرس {email} بفرستید.',
      ps: 'خپله مقاله د برېښنالیک له لارې {email} ته ولېږئ.',
    },
  ],
};
