-- An image's print copy (files/image-copies.ts), made at upload beside its thumbnail: the incident
-- report reads it instead of decoding the camera original. Images stored before have none (the
-- report then reads the original).
ALTER TABLE "files" ADD COLUMN "print_key" text;