-- pg_trgm powers the ILIKE searches of every list (GIN trigram indexes in the next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
