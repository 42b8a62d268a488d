import type { BigFiveFactor, PersonalityStatement } from '../bank-types';

type Row = readonly [reverse: boolean, en: string, id: string];

/** Ten statements per factor, five of them reverse-keyed (agreeing means less of the factor). Written for this site. */
const ROWS: Record<BigFiveFactor, readonly Row[]> = {
  openness: [
    [false, 'I enjoy trying new ways of doing my work.', 'Saya senang mencoba cara baru dalam bekerja.'],
    [false, 'I am curious about how things work.', 'Saya ingin tahu bagaimana sesuatu bekerja.'],
    [false, 'I like to think about ideas that have no easy answer.', 'Saya suka memikirkan gagasan yang tidak punya jawaban mudah.'],
    [false, 'I enjoy art, music or writing that is unusual.', 'Saya menikmati seni, musik, atau tulisan yang tidak biasa.'],
    [false, 'I often come up with new ideas at work.', 'Saya sering mendapat ide baru di tempat kerja.'],
    [true, 'I prefer routines that never change.', 'Saya lebih suka rutinitas yang tidak pernah berubah.'],
    [true, 'I find abstract discussions a waste of time.', 'Saya merasa diskusi abstrak membuang waktu.'],
    [true, 'I avoid food I have never tried before.', 'Saya menghindari makanan yang belum pernah saya coba.'],
    [true, 'I am not interested in other cultures.', 'Saya tidak tertarik pada budaya lain.'],
    [true, 'I stick to the methods I already know.', 'Saya berpegang pada cara yang sudah saya kenal.'],
  ],
  conscientiousness: [
    [false, 'I finish tasks before their deadline.', 'Saya menyelesaikan tugas sebelum tenggat waktu.'],
    [false, 'I plan my day before I start working.', 'Saya merencanakan hari saya sebelum mulai bekerja.'],
    [false, 'I check my work carefully for mistakes.', 'Saya memeriksa pekerjaan saya dengan teliti.'],
    [false, 'I keep my promises, even small ones.', 'Saya menepati janji, bahkan yang kecil.'],
    [false, 'I keep my files and documents in order.', 'Saya menyimpan berkas dan dokumen dengan rapi.'],
    [true, 'I often leave my work space untidy.', 'Saya sering membiarkan meja kerja berantakan.'],
    [true, 'I put off tasks until the last minute.', 'Saya menunda tugas sampai saat terakhir.'],
    [true, 'I forget appointments.', 'Saya lupa janji temu.'],
    [true, 'I give up on tasks when they become difficult.', 'Saya menyerah ketika tugas menjadi sulit.'],
    [true, 'I do things without thinking them through.', 'Saya melakukan sesuatu tanpa memikirkannya matang-matang.'],
  ],
  extraversion: [
    [false, 'I feel energised after meeting new people.', 'Saya merasa bersemangat setelah bertemu orang baru.'],
    [false, 'I start conversations with people I do not know.', 'Saya memulai percakapan dengan orang yang tidak saya kenal.'],
    [false, 'I enjoy being the centre of attention.', 'Saya senang menjadi pusat perhatian.'],
    [false, 'I speak up in meetings.', 'Saya berani bicara dalam rapat.'],
    [false, 'I like working in a busy, lively place.', 'Saya suka bekerja di tempat yang ramai dan hidup.'],
    [true, 'I prefer to work quietly on my own.', 'Saya lebih suka bekerja sendiri dengan tenang.'],
    [true, 'I keep in the background at social events.', 'Saya lebih banyak diam di acara sosial.'],
    [true, 'I find it tiring to talk to many people.', 'Saya merasa lelah berbicara dengan banyak orang.'],
    [true, 'I rarely share my opinions in a group.', 'Saya jarang menyampaikan pendapat dalam kelompok.'],
    [true, 'I would rather send a message than make a phone call.', 'Saya lebih suka mengirim pesan daripada menelepon.'],
  ],
  agreeableness: [
    [false, 'I try to understand others before I disagree with them.', 'Saya berusaha memahami orang lain sebelum tidak setuju dengannya.'],
    [false, 'I enjoy helping colleagues with their work.', 'Saya senang membantu rekan kerja.'],
    [false, 'I trust people until they give me a reason not to.', 'Saya percaya pada orang sampai ada alasan untuk tidak percaya.'],
    [false, 'I notice when someone around me is upset.', 'Saya menyadari ketika seseorang di sekitar saya sedang sedih.'],
    [false, 'I look for solutions that suit everyone.', 'Saya mencari solusi yang cocok untuk semua pihak.'],
    [true, 'I find it hard to forgive mistakes.', 'Saya sulit memaafkan kesalahan orang lain.'],
    [true, 'I put my own interests before those of the team.', 'Saya mendahulukan kepentingan sendiri daripada tim.'],
    [true, 'I can be blunt to the point of being rude.', 'Saya bisa terlalu blak-blakan sampai terkesan kasar.'],
    [true, "I am not very interested in other people's problems.", 'Saya tidak terlalu peduli pada masalah orang lain.'],
    [true, 'I enjoy winning an argument more than agreeing.', 'Saya lebih senang menang berdebat daripada bersepakat.'],
  ],
  stability: [
    [false, 'I stay calm when plans change at the last minute.', 'Saya tetap tenang ketika rencana berubah mendadak.'],
    [false, 'I recover quickly after a bad day.', 'Saya cepat pulih setelah hari yang buruk.'],
    [false, 'I stay relaxed under pressure.', 'Saya tetap santai di bawah tekanan.'],
    [false, 'I can take criticism without feeling hurt for long.', 'Saya bisa menerima kritik tanpa lama merasa sakit hati.'],
    [false, 'I feel confident about my future.', 'Saya merasa yakin akan masa depan saya.'],
    [true, 'I worry a lot about small mistakes.', 'Saya sangat khawatir tentang kesalahan kecil.'],
    [true, 'I get irritated easily.', 'Saya mudah merasa kesal.'],
    [true, 'My mood changes often during the day.', 'Suasana hati saya sering berubah dalam sehari.'],
    [true, 'I feel nervous before important conversations.', 'Saya merasa gugup sebelum percakapan penting.'],
    [true, 'I find it hard to stop thinking about problems at night.', 'Saya sulit berhenti memikirkan masalah di malam hari.'],
  ],
};

const byFactor = (factor: BigFiveFactor): PersonalityStatement[] =>
  ROWS[factor].map(([reverse, en, id], index) => ({ key: `${factor.slice(0, 3)}-${index + 1}`, factor, reverse, text: { en, id } }));

/**
 * All fifty statements, interleaved (one of each factor in turn, keyed and reverse-keyed
 * alternating) so no page of the questionnaire is about one factor only.
 */
export const PERSONALITY_STATEMENTS: readonly PersonalityStatement[] = (() => {
  const columns = (['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'stability'] as const).map(byFactor);
  const order = [0, 5, 1, 6, 2, 7, 3, 8, 4, 9];
  return order.flatMap((row) => columns.map((column) => column[row]!));
})();

export const PERSONALITY_BY_KEY: ReadonlyMap<string, PersonalityStatement> = new Map(PERSONALITY_STATEMENTS.map((s) => [s.key, s]));
