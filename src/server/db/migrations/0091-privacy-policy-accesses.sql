-- The privacy policy names what the employer API records of each application (migration 0090):
-- the employer's reads and changes, the first shown in the candidate's timeline. Only a page that
-- still has 0087's sentence is changed (an operator's own text is left alone); the seed
-- (src/server/seed/privacy-policy-data.ts) has the same text, privacy-policy-data.test.ts checks it.
UPDATE content_pages SET
  body_en = replace(body_en, $old$and the employer's status changes and interview invitations.</li>$old$, $new$the employer's status changes and interview invitations, and when the employer's systems read it, downloaded its resume or changed it (you see the first time in the application's timeline).</li>$new$),
  body_id = replace(body_id, $old$serta perubahan status dan undangan wawancara dari pemberi kerja.</li>$old$, $new$perubahan status dan undangan wawancara dari pemberi kerja, serta kapan sistem pemberi kerja membacanya, mengunduh CV-nya, atau mengubahnya (yang pertama tampil di riwayat lamaran Anda).</li>$new$)
WHERE key = 'privacy' AND strpos(body_en, $old$and the employer's status changes and interview invitations.</li>$old$) > 0;
