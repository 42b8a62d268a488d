/** Where the workplace photo form posts its multipart body (the API's upload route for photos). */
export const PHOTO_UPLOAD_PATH = '/api/reviews/workplace-photo';
