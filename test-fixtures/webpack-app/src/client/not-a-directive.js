const note = 'use client';

export default note;
