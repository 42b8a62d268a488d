/**
 * The privacy policy (/page/privacy-policy, /id/page/kebijakan-privasi), written from what the
 * code does: change it with the code it describes. Migration 0087 puts the same text into an
 * existing database, and later ones (0091, 0096) change sentences of it there
 * (privacy-policy-data.test.ts keeps the two equal).
 */
const section = (title: string, ...parts: string[]) => `<h2>${title}</h2>${parts.join('')}`;
const p = (text: string) => `<p>${text}</p>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const PRIVACY_POLICY_EN = [
  p(
    "This page says what Karir Nusantara keeps about you, why, for how long, who receives it, and how to use your rights under Indonesia's Personal Data Protection Law (UU PDP, Law 27 of 2022) and, for European users, the GDPR.",
  ),
  section(
    'What we collect',
    ul(
      '<strong>Your account:</strong> name, email address, password (only as a one-way hash), preferred language, and the social sign-in you use, if any.',
      '<strong>Your profile:</strong> what you fill in (personal details, address, salary, preferences, experience, education, skills, awards, links) and the files you upload: resume, photo, video.',
      "<strong>Your applications:</strong> for each one, your answers, cover letter, a copy of your profile and resume as they were when you applied, the employer's status changes and interview invitations, and when the employer's systems read it, downloaded its resume or changed it (you see the first time in the application's timeline).",
      '<strong>What you do on the site:</strong> saved jobs, job alerts, company reviews you write, assessment results and answers, notifications, and what you agreed to and when (consents).',
      '<strong>Security records:</strong> sign-ins to apps through the API, and counters that stop password guessing, which keep a hash of your IP address or email, never the value itself.',
    ),
  ),
  section(
    'Why',
    ul(
      'To run your account and show you your applications: needed for the service you signed up for (the terms you agreed to).',
      'To send an application to the employer you choose: you agree to this with each application.',
      'To email you about your applications and with new jobs for your job alerts, and to show your profile publicly if you choose to: only with your consent, which you can withdraw at any time.',
      'To keep the site safe: limits on sign-in attempts and account emails.',
    ),
  ),
  section(
    'For how long',
    ul(
      'Your account, profile, files, applications, alerts, saved jobs, assessment results, notifications and consent records: until you delete them or your account.',
      'A "Download my data" file: 24 hours after it is ready, then it is deleted.',
      'Email verification links: 48 hours. Password reset links: 1 hour. The link that undoes an email change: 7 days.',
      'A sign-in on the website: up to 30 days. API access tokens: 1 hour; refresh tokens: 30 days.',
      'Emails waiting to be sent are kept by the job queue for a day after they go (14 days if sending failed), then 7 more days in its archive.',
      'An account whose email address is not verified within 30 days is deleted, with everything in it.',
      'Assessment attempts you started and did not finish: removed after 30 days without activity.',
      "When you delete your account, each application you sent stays with its employer only as an anonymous record (the job, the dates, and the employer's own status changes and reads), marked as withdrawn and erased so the employer knows it is gone: nothing of you remains in it.",
      'Company reviews you published stay on the site after you delete your account, anonymous and without any link to you: they were always shown without your name.',
    ),
  ),
  section(
    'Who receives it',
    ul(
      "<strong>Employers,</strong> for applications only: when you apply, that job's employer receives the application (your answers, cover letter, profile and resume as they were) on the site or through its own systems (our employer API and webhooks). They do not see your profile otherwise, unless you make it public.",
      '<strong>Anyone,</strong> if you make your profile public: your profile page can then be seen and found by search engines. It is private unless you choose otherwise.',
      '<strong>Services that run the site for us:</strong> the email service that delivers our emails, the file storage that holds your files, and the sign-in provider you chose (it tells us your name and email).',
      'We do not sell your data and do not share it with advertisers.',
    ),
  ),
  section(
    'Your rights and how to use them',
    ul(
      '<strong>Get a copy of your data:</strong> "Download my data" in <a href="/account/edit#data-export">account settings</a> prepares one ZIP with a JSON file per area and your original files, once a day.',
      '<strong>Withdraw consent:</strong> under "Consents" in <a href="/account/edit#consents">account settings</a>, stop application emails or job alert emails, or make your public profile private. It takes effect at once: emails already waiting are not sent. The terms cannot be withdrawn while you keep an account: deleting the account ends them.',
      '<strong>Correct your data:</strong> edit your profile at any time.',
      '<strong>Erase your data:</strong> "Delete account" in <a href="/account/edit">account settings</a> deletes your account, profile, files, applications and everything else listed above.',
      'Apps can do the same through the API: <code>POST /api/me/export</code> and <code>/api/me/consents</code>.',
      'For any other question about your data, write to us through the <a href="/contact-us">contact page</a>.',
    ),
  ),
].join('');

export const PRIVACY_POLICY_ID = [
  p(
    'Halaman ini menjelaskan data apa yang disimpan Karir Nusantara tentang Anda, untuk apa, berapa lama, siapa yang menerimanya, dan cara menggunakan hak Anda menurut Undang-Undang Pelindungan Data Pribadi (UU PDP, UU No. 27 Tahun 2022) dan, bagi pengguna di Eropa, GDPR.',
  ),
  section(
    'Data yang kami kumpulkan',
    ul(
      '<strong>Akun Anda:</strong> nama, alamat email, kata sandi (hanya dalam bentuk hash satu arah), bahasa pilihan, dan akun media sosial yang Anda gunakan untuk masuk, jika ada.',
      '<strong>Profil Anda:</strong> yang Anda isi (data pribadi, alamat, gaji, preferensi, pengalaman, pendidikan, keahlian, penghargaan, tautan) dan berkas yang Anda unggah: CV, foto, video.',
      '<strong>Lamaran Anda:</strong> untuk setiap lamaran, jawaban, surat lamaran, salinan profil dan CV Anda saat melamar, perubahan status dan undangan wawancara dari pemberi kerja, serta kapan sistem pemberi kerja membacanya, mengunduh CV-nya, atau mengubahnya (yang pertama tampil di riwayat lamaran Anda).',
      '<strong>Aktivitas Anda di situs:</strong> lowongan yang disimpan, notifikasi lowongan, ulasan perusahaan yang Anda tulis, hasil dan jawaban asesmen, notifikasi, serta apa yang Anda setujui dan kapan (persetujuan).',
      '<strong>Catatan keamanan:</strong> masuk ke aplikasi melalui API, dan penghitung yang mencegah tebakan kata sandi, yang menyimpan hash alamat IP atau email Anda, tidak pernah nilainya sendiri.',
    ),
  ),
  section(
    'Untuk apa',
    ul(
      'Untuk menjalankan akun Anda dan menampilkan lamaran Anda: diperlukan untuk layanan yang Anda daftarkan (syarat dan ketentuan yang Anda setujui).',
      'Untuk mengirim lamaran ke pemberi kerja yang Anda pilih: Anda menyetujuinya pada setiap lamaran.',
      'Untuk mengirim email tentang lamaran Anda dan lowongan baru dari notifikasi lowongan Anda, serta menampilkan profil Anda secara publik jika Anda memilihnya: hanya dengan persetujuan Anda, yang dapat Anda tarik kapan saja.',
      'Untuk menjaga keamanan situs: batas percobaan masuk dan email akun.',
    ),
  ),
  section(
    'Berapa lama',
    ul(
      'Akun, profil, berkas, lamaran, notifikasi lowongan, lowongan tersimpan, hasil asesmen, notifikasi, dan catatan persetujuan Anda: sampai Anda menghapusnya atau menghapus akun.',
      'Berkas "Unduh data saya": 24 jam setelah siap, lalu dihapus.',
      'Tautan verifikasi email: 48 jam. Tautan atur ulang kata sandi: 1 jam. Tautan untuk membatalkan perubahan email: 7 hari.',
      'Sesi masuk di situs web: hingga 30 hari. Token akses API: 1 jam; token penyegaran: 30 hari.',
      'Email yang menunggu dikirim disimpan oleh antrean tugas selama sehari setelah terkirim (14 hari jika gagal), lalu 7 hari lagi di arsipnya.',
      'Akun yang alamat emailnya tidak diverifikasi dalam 30 hari dihapus beserta seluruh isinya.',
      'Asesmen yang Anda mulai tetapi tidak Anda selesaikan: dihapus setelah 30 hari tanpa aktivitas.',
      'Saat Anda menghapus akun, setiap lamaran yang telah Anda kirim tetap ada pada pemberi kerjanya hanya sebagai catatan anonim (lowongan, tanggal, serta perubahan status dan akses pemberi kerja itu sendiri), ditandai dibatalkan dan dihapus agar pemberi kerja tahu lamaran itu sudah tidak ada: tidak ada data Anda yang tersisa di dalamnya.',
      'Ulasan perusahaan yang Anda terbitkan tetap ada di situs setelah akun dihapus, secara anonim dan tanpa kaitan apa pun dengan Anda: ulasan memang selalu ditampilkan tanpa nama Anda.',
    ),
  ),
  section(
    'Siapa yang menerimanya',
    ul(
      '<strong>Pemberi kerja,</strong> hanya untuk lamaran: saat Anda melamar, pemberi kerja lowongan itu menerima lamaran (jawaban, surat lamaran, profil dan CV Anda saat itu) di situs atau melalui sistem mereka sendiri (API dan webhook pemberi kerja kami). Selain itu mereka tidak melihat profil Anda, kecuali Anda menjadikannya publik.',
      '<strong>Siapa pun,</strong> jika Anda menjadikan profil Anda publik: halaman profil Anda dapat dilihat dan ditemukan mesin pencari. Profil bersifat privat kecuali Anda memilih lain.',
      '<strong>Layanan yang menjalankan situs untuk kami:</strong> layanan email yang mengirim email kami, penyimpanan berkas yang menyimpan berkas Anda, dan penyedia masuk yang Anda pilih (yang memberi tahu kami nama dan email Anda).',
      'Kami tidak menjual data Anda dan tidak membagikannya kepada pengiklan.',
    ),
  ),
  section(
    'Hak Anda dan cara menggunakannya',
    ul(
      '<strong>Mendapatkan salinan data:</strong> "Unduh data saya" di <a href="/id/account/edit#data-export">pengaturan akun</a> menyiapkan satu ZIP berisi berkas JSON per bagian dan berkas asli Anda, sekali sehari.',
      '<strong>Menarik persetujuan:</strong> di bagian "Persetujuan" pada <a href="/id/account/edit#consents">pengaturan akun</a>, hentikan email lamaran atau email notifikasi lowongan, atau jadikan profil publik Anda privat. Berlaku seketika: email yang sedang menunggu tidak dikirim. Syarat dan ketentuan tidak dapat ditarik selama Anda memiliki akun: menghapus akun mengakhirinya.',
      '<strong>Memperbaiki data:</strong> ubah profil Anda kapan saja.',
      '<strong>Menghapus data:</strong> "Hapus akun" di <a href="/id/account/edit">pengaturan akun</a> menghapus akun, profil, berkas, lamaran, dan semua yang disebut di atas.',
      'Aplikasi dapat melakukan hal yang sama melalui API: <code>POST /api/me/export</code> dan <code>/api/me/consents</code>.',
      'Untuk pertanyaan lain tentang data Anda, hubungi kami melalui <a href="/id/contact-us">halaman kontak</a>.',
    ),
  ),
].join('');
