-- Trigram indexes make the lists' "contains" search use an index (DESIGN: every filter uses an index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
